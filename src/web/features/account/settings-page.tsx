import { ArrowLeft } from "lucide-react";
import { useNavigate } from "@web/lib/router";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me";
import { ProfileForm } from "./components/profile-form";
import { SessionsCard } from "./components/sessions-card";
import { SubscriptionCard } from "./components/subscription-card";
import { ApiKeysCard } from "@web/features/api-keys";
import { FounderSettingsCard } from "@web/features/founder";

export function SettingsPage() {
  const navigate = useNavigate();
  // The route guard only renders this page for a signed-in user.
  const { me, entitlements } = useMe();
  if (!me) return null;

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <PageHeader title="Settings" description="Manage your profile, founder profile, e-mail preferences and subscription." />
      <ProfileForm key={me.profile.id} me={me} />
      <FounderSettingsCard />
      <SubscriptionCard me={me} entitlements={entitlements} />
      <SessionsCard />
      <ApiKeysCard />
    </PageContainer>
  );
}
