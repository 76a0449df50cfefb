import { Link } from "@web/lib/router";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useChatSessions } from "../api/ai-api";
import { relativeTime } from "../chat-format";

/** The member's recent chats, the open one marked as the current page. */
export function ChatSessions({ activeId }: { activeId: string | null }) {
  const sessions = useChatSessions();
  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <p className="text-sm text-red-700">{errorMessage(sessions.error, "Failed to load chat sessions")}</p>;
  if (sessions.data.length === 0) return <p className="text-sm text-slate-600">No chats yet.</p>;
  return (
    <ul className="space-y-1">
      {sessions.data.map((session) => {
        const to = `/ai-chat${session.ideas ? `/${session.ideas.id}` : ""}?session=${session.id}`;
        return (
          <li key={session.id}>
            <Link
              to={to}
              aria-current={session.id === activeId ? "page" : undefined}
              className={cn("block rounded-lg px-3 py-2 text-sm hover:bg-slate-100", session.id === activeId && "bg-indigo-50 ring-1 ring-indigo-200")}
            >
              <span className="block truncate font-medium text-slate-900">{session.session_title}</span>
              <span className="text-xs text-slate-600">
                {relativeTime(session.last_message_at)} · {session.total_messages} messages
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
