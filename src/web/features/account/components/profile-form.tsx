import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { updateProfileBody, type MeResponse } from "@shared/schemas/profile";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { applyFieldIssues } from "@web/lib/form-issues";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useUpdateProfile } from "../api/account-api";

interface ProfileFormValues {
  fullName: string;
  username: string;
  location: string;
  emailDailyIdea: boolean;
  emailTrendAlerts: boolean;
  emailMarketing: boolean;
}
type ProfileInput = z.input<typeof updateProfileBody>;
type ProfileBody = z.output<typeof updateProfileBody>;

const PREFERENCES = [
  { name: "emailDailyIdea", label: "Daily idea emails" },
  { name: "emailTrendAlerts", label: "Trending idea alerts" },
  { name: "emailMarketing", label: "Product updates and news" },
] as const;

function formValues(profile: MeResponse["profile"]): ProfileFormValues {
  return {
    fullName: profile.fullName ?? "",
    username: profile.username ?? "",
    location: profile.location ?? "",
    emailDailyIdea: profile.emailDailyIdea,
    emailTrendAlerts: profile.emailTrendAlerts,
    emailMarketing: profile.emailMarketing,
  };
}

/** Profile fields and e-mail preferences, checked with the server's own schema before sending. */
export function ProfileForm({ me }: { me: MeResponse }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileBody>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: formValues(me.profile),
  });

  const onSubmit = async (body: ProfileBody) => {
    try {
      const updated = await updateProfile.mutateAsync(body);
      reset(formValues(updated.profile));
      notifySuccess("Settings updated successfully");
    } catch (error) {
      const placed = applyFieldIssues(error, setError, ["fullName", "username", "location"]);
      if (!placed && isApiError(error) && error.reason === "USERNAME_TAKEN") {
        setError("username", { type: "server", message: error.message });
      }
      notifyError(errorMessage(error, "Failed to update settings"));
    }
  };

  const textField = (name: "fullName" | "username" | "location", label: string, autoComplete: string, hint?: string) => {
    const id = `settings-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error} hint={hint}>
        {(control) => <Input {...control} autoComplete={autoComplete} disabled={isSubmitting} {...register(name)} />}
      </FormField>
    );
  };

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How you appear in Ideadeck and which e-mails you get from us.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <FormField id="settings-email" label="Email">
            {(control) => <Input {...control} type="email" value={me.profile.email} readOnly />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            {textField("fullName", "Full Name", "name")}
            {textField("username", "Username", "username", "3-30 lowercase letters, numbers or underscores")}
          </div>
          {textField("location", "Location", "address-level2")}

          <fieldset className="space-y-3 border-t border-slate-100 pt-5">
            <legend className="mb-3 text-sm font-semibold text-slate-900">Email preferences</legend>
            {PREFERENCES.map(({ name, label }) => (
              <div key={name} className="flex items-center gap-2">
                <Controller
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Checkbox
                      id={`settings-${name}`}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      disabled={isSubmitting}
                    />
                  )}
                />
                <Label htmlFor={`settings-${name}`} className="font-normal text-slate-700">
                  {label}
                </Label>
              </div>
            ))}
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            Save Changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
