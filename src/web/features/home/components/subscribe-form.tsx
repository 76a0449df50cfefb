import { Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { formatNumber } from "@web/lib/format";
import { notifySuccess } from "@web/lib/notify";
import { useSubscribe, useSubscriberCount } from "@web/lib/catalogue-api";

export const SUBSCRIBED = "You're in! Check your inbox for a welcome e-mail.";
export const ALREADY_SUBSCRIBED = "You're already subscribed. The daily idea will keep landing in your inbox.";
export const SUBSCRIBE_FAILED = "Failed to subscribe. Please try again.";

/** The real number of active subscribers; nothing at all while it is unknown or zero. */
function SubscriberCount() {
  const { data } = useSubscriberCount();
  if (!data || data.count <= 0) return null;
  return (
    <p className="text-sm text-slate-600">
      Join <strong className="font-semibold text-slate-900">{formatNumber(data.count)}</strong>{" "}
      {data.count === 1 ? "founder who gets" : "founders who get"} the daily idea.
    </p>
  );
}

/** Spec: an e-mail-type required field; an empty value is ignored. */
export function SubscribeForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribe();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || subscribe.isPending) return;
    setError(null);
    subscribe.mutate(value, {
      onSuccess: ({ status }) => {
        notifySuccess(status === "already_subscribed" ? ALREADY_SUBSCRIBED : SUBSCRIBED);
        setEmail("");
      },
      onError: (failure) => {
        const issue = isApiError(failure) ? failure.issues.find((item) => item.path === "email")?.message : undefined;
        setError(issue ?? errorMessage(failure, SUBSCRIBE_FAILED));
      },
    });
  };

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Mail aria-hidden="true" className="size-4 text-indigo-700" />
          Get one researched idea in your inbox every day
        </h2>
        <p className="text-sm text-slate-600">Free. No account needed. Unsubscribe with one click from any e-mail.</p>
      </div>
      <form onSubmit={onSubmit} className="space-y-1.5">
        <Label htmlFor={inputId}>Email address</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="sm:flex-1"
          />
          <Button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending ? <Spinner /> : null}
            {subscribe.isPending ? "Subscribing..." : "Get the daily idea"}
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      <SubscriberCount />
    </div>
  );
}
