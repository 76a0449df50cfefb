import type { SubscriptionStatus, Tier } from "@shared/plans";
import type { AdminUserRow } from "@shared/schemas/admin-users";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useUpdateUser } from "../api/admin-users-api";
import { SelectField } from "@web/components/select-field";
import { STATUS_OPTIONS, TIER_OPTIONS, USER_MESSAGES } from "./user-copy";

/**
 * Tier and status, each applied as soon as it is picked (spec section 4: a tier change also sets
 * the status to active). The server records each change as a subscription event.
 */
export function PlanControls({ user }: { user: AdminUserRow }) {
  const update = useUpdateUser(user.id);
  const fail = (error: unknown) => notifyError(errorMessage(error, USER_MESSAGES.updateFailed), "user-update");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField<Tier>
        id="user-detail-tier"
        label="Tier"
        value={user.subscriptionTier}
        options={TIER_OPTIONS}
        disabled={update.isPending}
        onChange={(tier) => update.mutate({ tier }, { onSuccess: () => notifySuccess(USER_MESSAGES.tierUpdated), onError: fail })}
      />
      <SelectField<SubscriptionStatus>
        id="user-detail-status"
        label="Status"
        value={user.subscriptionStatus}
        options={STATUS_OPTIONS}
        disabled={update.isPending}
        onChange={(status) => update.mutate({ status }, { onSuccess: () => notifySuccess(USER_MESSAGES.statusUpdated), onError: fail })}
      />
    </div>
  );
}
