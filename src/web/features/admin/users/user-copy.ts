import { SUBSCRIPTION_STATUSES, TIERS, tierLabel, type SubscriptionStatus, type Tier } from "@shared/plans";
import { ADMIN_USER_SORTS, type AdminUserSort } from "@shared/schemas/admin-users";

/** The spec's admin toasts and confirmation for users (sections 5 and 8), word for word. */
export const USER_MESSAGES = {
  loadFailed: "Failed to load users",
  updateFailed: "Failed to update user",
  tierUpdated: "User tier updated",
  statusUpdated: "User status updated",
  deleted: "User deleted",
  deleteFailed: "Failed to delete user - this feature may not be available",
  deleteQuestion: "Are you sure you want to delete this user? This action cannot be undone.",
  created: "User created successfully. They will receive an email to set their password.",
  createFailed: "Failed to create user",
  exported: "Users exported successfully",
  exportFailed: "Failed to export users",
} as const;

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  cancelled: "Cancelled",
  past_due: "Past due",
  trialing: "Trialing",
};

export const SORT_LABELS: Record<AdminUserSort, string> = {
  created: "Created",
  last_seen: "Last seen",
  email: "E-mail",
  name: "Name",
};

export const TIER_OPTIONS = TIERS.map((tier) => ({ value: tier, label: tierLabel(tier) }));
export const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
export const SORT_OPTIONS = ADMIN_USER_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

export function isTier(value: string | null): value is Tier {
  return (TIERS as readonly string[]).includes(value ?? "");
}
export function isStatus(value: string | null): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? "");
}
export function isSort(value: string | null): value is AdminUserSort {
  return (ADMIN_USER_SORTS as readonly string[]).includes(value ?? "");
}
