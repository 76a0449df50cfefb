import { HeadingOnlyPage } from "@web/components/page";

/** Owned by another issue; until it lands the route shows only its heading. */
export function AiChatPage() {
  return <HeadingOnlyPage title="AI Strategist" />;
}
