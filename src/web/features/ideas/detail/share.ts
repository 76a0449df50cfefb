/**
 * Share: the device's share sheet when there is one (phones), else copy the link (spec: 'Link copied
 * to clipboard!'). A share sheet the user dismissed is not an error.
 */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export const LINK_COPIED = "Link copied to clipboard!";
export const LINK_NOT_COPIED = "Couldn't copy the link. Please copy it from the address bar.";

export async function shareLink(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Any other failure (not allowed here, unsupported data): fall back to copying.
    }
  }
  try {
    if (!navigator.clipboard?.writeText) return "failed";
    await navigator.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The idea's canonical address, whatever path brought the viewer here. */
export function ideaUrl(slug: string): string {
  return `${window.location.origin}/ideas/${encodeURIComponent(slug)}`;
}
