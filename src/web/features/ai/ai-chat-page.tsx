import { ArrowLeft, Lightbulb, MessageSquarePlus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "@web/lib/router";
import { DocumentTitle } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format";
import { useAiEngine, useAiIdea, useAiUsage, useChatSession, useDeleteChatSession, useReport } from "./api/ai-api";
import { cacheMessages } from "./chat-format";
import { ChatComposer } from "./components/chat-composer";
import { ChatGrounding, ChatMessages } from "./components/chat-messages";
import { ChatSessions } from "./components/chat-sessions";
import { EngineNote } from "./components/engine-note";
import { useChatConversation } from "./use-chat-conversation";

/**
 * The AI Strategist: the member's chats on the side, the open conversation, and the message box. What
 * a conversation does (streaming, failures, the browser's copy) is use-chat-conversation.ts.
 */
export function AiChatPage() {
  const { ideaId } = useParams();
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get("session");
  // A new chat about the founder's own idea starts from one of their reports (/ai-chat?report=id).
  const reportParam = sessionId ? null : search.get("report");
  const navigate = useNavigate();
  const idea = useAiIdea(ideaId);
  const usage = useAiUsage("ai-chat");
  const engine = useAiEngine();
  const session = useChatSession(sessionId);
  const remove = useDeleteChatSession();
  const startReport = useReport(reportParam ?? undefined);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  // A session the server says does not exist (deleted elsewhere) has nothing to fall back to.
  const sessionGone = session.error instanceof ApiError && session.error.status === 404;
  const remaining = usage.data?.remaining;
  const limitReached = remaining === 0;
  const chat = useChatConversation({
    sessionId,
    ideaId,
    reportId: reportParam,
    session: { data: session.data, isError: session.isError, gone: sessionGone },
    showSession: (id) => setSearch(id ? { session: id } : {}, { replace: true }),
    limitReached,
  });
  const { messages, sending } = chat;

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  const title = idea.data?.title ?? session.data?.session.ideas?.title ?? null;
  // The founder's own idea, when the chat is about one of their reports.
  const report = session.data?.session.report ?? (startReport.data ? { id: startReport.data.id, idea: startReport.data.idea } : null);

  function newChat() {
    chat.reset();
    navigate(ideaId ? `/ai-chat/${ideaId}` : "/ai-chat");
  }

  function deleteSession() {
    if (!sessionId) return;
    remove.mutate(sessionId, {
      onSuccess: () => {
        cacheMessages(sessionId, []);
        setConfirmDelete(false);
        newChat();
      },
      onError: (failure) => chat.setError(errorMessage(failure, "Failed to delete the chat")),
    });
  }

  const limitMessage = usage.data
    ? `You've reached your monthly chat limit of ${usage.data.limit} chats. It resets on ${formatDate(usage.data.resetsAt)}.`
    : "You've reached your monthly chat limit.";
  const shownEngine = chat.answerEngine ?? session.data?.engine ?? engine.data?.engine ?? null;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
      <DocumentTitle title={title ? `AI Strategist: ${title}` : "AI Strategist"} />
      {/* On a phone the conversation comes first and the list of chats after it. */}
      <aside className="order-2 min-w-0 space-y-4 lg:order-1" aria-label="Chats">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" /> Ideas
          </Link>
        </Button>
        <Button onClick={newChat} className="w-full">
          <MessageSquarePlus aria-hidden="true" /> New Chat
        </Button>
        <div className="space-y-2">
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Recent chats</h2>
          <ChatSessions activeId={sessionId} />
        </div>
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-1.5 font-semibold">
            <Lightbulb aria-hidden="true" className="size-4" /> Pro tip
          </p>
          <p className="mt-1">Start a chat from an idea's page: answers then come from that idea's full analysis, with the tab each fact is on.</p>
        </div>
      </aside>

      <section className="order-1 flex min-h-[70vh] min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm lg:order-2" aria-labelledby="chat-title">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4">
          <div className="min-w-0">
            <h1 id="chat-title" className="text-xl font-bold text-slate-900">
              AI Strategist
            </h1>
            <p className="text-sm text-slate-600">
              {title ? (
                <>
                  Discussing{" "}
                  <Link className="font-medium text-indigo-700 hover:underline" to={`/ideas/${idea.data?.slug ?? session.data?.session.ideas?.slug ?? ""}`}>
                    {title}
                  </Link>
                </>
              ) : report ? (
                <>
                  Discussing your idea:{" "}
                  <Link className="font-medium text-indigo-700 hover:underline" to={`/validate/${report.id}`}>
                    {report.idea.length > 80 ? `${report.idea.slice(0, 80).replace(/\s+\S*$/, "")}…` : report.idea}
                  </Link>
                </>
              ) : session.data?.session.topic ? (
                <>
                  On{" "}
                  <Link className="font-medium text-indigo-700 hover:underline" to={`/ideas/${session.data.session.topic.slug}`}>
                    {session.data.session.topic.title}
                  </Link>
                  : follow-up questions are about this idea until you name another.
                </>
              ) : (
                "Ask about any idea, market or plan; answers draw on the ideas we have researched."
              )}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {usage.data ? (
              <span className="text-xs text-slate-600">
                {usage.data.remaining} of {usage.data.limit} messages left this month
              </span>
            ) : null}
            {sessionId && !sessionGone ? (
              <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)} disabled={sending}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            ) : null}
          </div>
        </header>

        <div className="flex-1 space-y-4 overflow-y-auto p-4" aria-live="polite" aria-busy={sending}>
          {idea.isError ? <Alert>{errorMessage(idea.error, "Failed to load the idea")}</Alert> : null}
          {sessionGone ? (
            <Alert>This chat no longer exists. Start a new one.</Alert>
          ) : session.isError && sessionId ? (
            <Alert variant="info">
              {messages.length ? "Failed to load chat session. Showing the copy kept in this browser." : "Failed to load chat session, and this browser keeps no copy of it."}
            </Alert>
          ) : null}
          {messages.length === 0 && !session.isFetching ? (
            <div className="mx-auto max-w-md py-10 text-center text-sm text-slate-600">
              <p className="font-medium text-slate-900">{title ? `Ask anything about ${title}.` : report ? "Ask anything about your idea." : "Start a conversation."}</p>
              <p className="mt-1">
                {title || report
                  ? "Try: “How should I price it?”, “How do I find the first ten customers?”, “Write an outreach e-mail”, “Give me a 7-day plan”, “Is it a fit for me?”"
                  : "Try: “Which ideas have the best feasibility for a weekend build?”, or describe the buyer and problem you have in mind; follow-up questions stay on that idea."}
              </p>
            </div>
          ) : null}
          <ChatMessages messages={messages} />
          {ideaId ? null : <ChatGrounding grounding={chat.grounding} />}
          <div ref={bottom} />
        </div>

        <div className="space-y-2 border-t border-slate-200 p-4">
          {chat.error ? <Alert>{chat.error}</Alert> : null}
          {limitReached ? <Alert variant="info">{limitMessage}</Alert> : null}
          <ChatComposer draft={chat.draft} onDraft={chat.setDraft} onSend={() => void chat.send()} onStop={chat.stop} sending={sending} limitReached={limitReached} />
          {shownEngine ? <EngineNote engine={shownEngine} model={engine.data?.model ?? null} /> : null}
        </div>
      </section>

      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this chat?</DialogTitle>
            <DialogDescription>The chat and every message in it will be deleted, here and in this browser. This cannot be undone.</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={deleteSession} disabled={remove.isPending}>
              Delete chat
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
