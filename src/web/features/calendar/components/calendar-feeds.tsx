import { useState } from "react";
import { CalendarPlus, Copy, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useCalendarFeed, useCalendarFeedActions } from "../calendar-api";

/**
 * Subscribing from a calendar app: the public feed for everyone, and for members a secret address of
 * their saved ideas' triggers. The server keeps only a hash of that address, so it is shown once,
 * right after it is made; making a new one or revoking stops the old one at once.
 */
export function CalendarFeeds({ signedIn }: { signedIn: boolean }) {
  const feed = useCalendarFeed(signedIn);
  const { create, revoke } = useCalendarFeedActions();
  const [address, setAddress] = useState<string | null>(null);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess("Address copied");
    } catch {
      notifyError("Copy failed: select the address and copy it by hand");
    }
  }

  function make() {
    create.mutate(undefined, {
      onSuccess: (made) => setAddress(made.url),
      onError: (error) => notifyError(errorMessage(error, "Failed to make the feed address")),
    });
  }

  function remove() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        notifySuccess("Feed address revoked");
      },
      onError: (error) => notifyError(errorMessage(error, "Failed to revoke the feed address")),
    });
  }

  const publicUrl = `${window.location.origin}/calendar.ics`;
  return (
    <section aria-labelledby="calendar-feeds" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="calendar-feeds" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarPlus aria-hidden="true" className="size-5 text-indigo-600" /> Add to your calendar
      </h2>
      <p className="text-sm text-slate-600">
        Subscribe to <a href="/calendar.ics" className="font-medium text-indigo-700 hover:underline">the public feed</a> (the
        triggers of the ideas open to everyone) from Google Calendar, Apple Calendar or Outlook.
        <Button variant="link" size="sm" className="h-auto px-1" onClick={() => void copy(publicUrl)}>
          Copy its address
        </Button>
      </p>
      {signedIn ? (
        <div className="space-y-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">Your saved ideas</h3>
          <p className="text-sm text-slate-600">
            A private address with the triggers of the ideas you saved, kept up to date as you save more. Anyone with the address can read it; a new address or Revoke stops the old one at once.
          </p>
          {address ? (
            <div className="space-y-1.5">
              <Label htmlFor="calendar-feed-address">Your feed address (shown only now)</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id="calendar-feed-address" readOnly value={address} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
                <Button size="sm" className="h-10" onClick={() => void copy(address)}>
                  <Copy aria-hidden="true" /> Copy
                </Button>
              </div>
            </div>
          ) : feed.data?.active ? (
            <p className="text-sm text-slate-700">You made a feed address on {formatDate(feed.data.createdAt)}. For security it is not shown again: make a new one to copy it (the old one then stops working).</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant={feed.data?.active ? "outline" : "default"} disabled={create.isPending} onClick={make}>
              {feed.data?.active ? "Make a new address" : "Make my feed address"}
            </Button>
            {feed.data?.active ? (
              <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={remove}>
                <Trash2 aria-hidden="true" /> Revoke
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
