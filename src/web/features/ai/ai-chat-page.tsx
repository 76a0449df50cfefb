import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Lightbulb, MessageSquarePlus, Send, Square, Trash2 } from "lucide-react";
import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ExternalLink } from "lucide-react";
import { Link, useNavigate, useParams, useSearchParams } from "@web/lib/router";
import { CHAT_MESSAGE_MAX, type AiEngineKind, type ChatMessage, type GroundingIdea } from "@shared/schemas/ai";
import { DocumentTitle } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { refreshChatState, streamChatMessage, useAiEngine, useAiIdea, useAiUsage, useChatSession, useChatSessions, useDeleteChatSession, useReport } from "./api/ai-api";
import { cacheMessages, cachedMessages, messageParts, relativeTime } from "./chat-format";
import { EngineNote } from "./components/engine-note";

const TEXTAREA_MAX_PX = 150;

/** Message text with its links made clickable: catalogue ideas by title, sources in a new tab. */
function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {messageParts(text).map((part, index) =>
        part.kind === "idea" ? (
          <Link key={index} to={part.href} className="font-medium text-indigo-700 underline">
            {part.text}
          </Link>
        ) : part.kind === "url" ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
            {part.text}
            <ExternalLink aria-label="(opens in a new tab)" className="ml-0.5 inline size-3" />
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}

function SessionList({ activeId }: { activeId: string | null }) {
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

export function AiChatPage() {
  const { ideaId } = useParams();
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get("session");
  // A new chat about the founder's own idea starts from one of their reports (/ai-chat?report=id).
  const reportParam = sessionId ? null : search.get("report");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const idea = useAiIdea(ideaId);
  const usage = useAiUsage("ai-chat");
  const engine = useAiEngine();
  const session = useChatSession(sessionId);
  const remove = useDeleteChatSession();
  const startReport = useReport(reportParam ?? undefined);

  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [grounding, setGrounding] = useState<GroundingIdea[]>([]);
  const [answerEngine, setAnswerEngine] = useState<AiEngineKind | null>(null);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  // The session this page started itself: its messages are already on screen, so no reload replaces them.
  const ownSession = useRef<string | null>(null);

  // A session the server says does not exist (deleted elsewhere) has nothing to fall back to.
  const sessionGone = session.error instanceof ApiError && session.error.status === 404;

  // Load a chosen session's messages; when the server cannot be reached, the copy kept in this browser.
  useEffect(() => {
    if (!sessionId) {
      if (!sending) setMessages([]);
      return;
    }
    if (ownSession.current === sessionId) return;
    if (session.data) setMessages(session.data.messages.length ? session.data.messages : cachedMessages(sessionId));
    else if (sessionGone) {
      cacheMessages(sessionId, []);
      setMessages([]);
    } else if (session.isError) setMessages(cachedMessages(sessionId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new session or its data reloads the list
  }, [sessionId, session.data, session.isError]);

  // Kept per session after each exchange. Never emptied from here: the page starts with no messages
  // before the session loads, and that must not wipe the copy an outage would fall back to (only
  // deleting the chat removes it).
  useEffect(() => {
    if (sessionId && !sending && messages.length > 0) cacheMessages(sessionId, messages);
  }, [sessionId, messages, sending]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  useEffect(() => () => controller.current?.abort(), []);

  const remaining = usage.data?.remaining;
  const limitReached = remaining === 0;
  const title = idea.data?.title ?? session.data?.session.ideas?.title ?? null;
  // The founder's own idea, when the chat is about one of their reports.
  const report = session.data?.session.report ?? (startReport.data ? { id: startReport.data.id, idea: startReport.data.idea } : null);

  function grow() {
    const el = textarea.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, TEXTAREA_MAX_PX)}px`;
  }

  async function send() {
    const text = draft.trim();
    if (!text || sending || limitReached) return;
    setError(null);
    setSending(true);
    const now = new Date().toISOString();
    const before = messages;
    setMessages([...before, { role: "user", content: text, created_at: now }]);
    setDraft("");
    requestAnimationFrame(grow);
    const abort = new AbortController();
    controller.current = abort;
    // The spec: a failed send removes the optimistic message and shows the error; the question goes
    // back in the box. A new chat whose first answer failed was removed by the server: leave its URL.
    const putQuestionBack = () => {
      setMessages(before);
      setDraft(text);
      if (activeSession && activeSession !== sessionId) {
        ownSession.current = null;
        setSearch({}, { replace: true });
        activeSession = sessionId;
      }
    };
    let activeSession = sessionId;
    // The server starts the answer before the model's first word (the bubble shows it thinking);
    // an answer that failed before any text leaves nothing to keep.
    let gotText = false;
    let failedBeforeText = false;
    try {
      await streamChatMessage(
        { message: text, sessionId: sessionId ?? undefined, ideaId: sessionId ? undefined : ideaId, reportId: sessionId || ideaId ? undefined : (reportParam ?? undefined) },
        (event) => {
          if (event.type === "start") {
            activeSession = event.sessionId;
            setGrounding(event.grounding);
            setAnswerEngine(event.engine);
            setMessages((current) => [...current, { role: "assistant", content: "", created_at: new Date().toISOString() }]);
            if (event.sessionId !== sessionId) {
              ownSession.current = event.sessionId;
              setSearch({ session: event.sessionId }, { replace: true });
            }
          } else if (event.type === "delta") {
            gotText = true;
            setMessages((current) => {
              const last = current.at(-1);
              if (!last || last.role !== "assistant") return current;
              return [...current.slice(0, -1), { ...last, content: last.content + event.text }];
            });
          } else if (event.type === "error") {
            if (!gotText) failedBeforeText = true;
            setError(event.message);
          }
        },
        abort.signal,
      );
      if (failedBeforeText) putQuestionBack();
    } catch (failure) {
      if (!gotText) putQuestionBack();
      setError(errorMessage(failure, "Failed to send message"));
    } finally {
      setSending(false);
      controller.current = null;
      refreshChatState(queryClient, activeSession);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function newChat() {
    controller.current?.abort();
    ownSession.current = null;
    setMessages([]);
    setError(null);
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
      onError: (failure) => setError(errorMessage(failure, "Failed to delete the chat")),
    });
  }

  const limitMessage = usage.data
    ? `You've reached your monthly chat limit of ${usage.data.limit} chats. It resets on ${formatDate(usage.data.resetsAt)}.`
    : "You've reached your monthly chat limit.";
  const shownEngine = answerEngine ?? session.data?.engine ?? engine.data?.engine ?? null;

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
          <SessionList activeId={sessionId} />
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
          {messages.map((message, index) => (
            <div key={index} className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm",
                  message.role === "user" ? "bg-indigo-600 text-white" : "border border-slate-200 bg-slate-50 text-slate-800",
                )}
                data-role={message.role}
              >
                <span className="sr-only">{message.role === "user" ? "You said:" : "Strategist:"}</span>
                {message.content ? (
                  <MessageText text={message.content} />
                ) : (
                  // The server starts the answer before the model's first word: say it is thinking.
                  <span className="flex items-center gap-2 text-slate-600">
                    <Spinner /> Thinking…
                  </span>
                )}
              </div>
            </div>
          ))}
          {grounding.length && !ideaId ? (
            <p className="text-xs text-slate-600">
              Drawn from:{" "}
              {grounding.map((g, index) => (
                <Fragment key={g.slug}>
                  {index ? ", " : ""}
                  <Link className="text-indigo-700 underline" to={`/ideas/${g.slug}`}>
                    {g.title}
                  </Link>
                </Fragment>
              ))}
            </p>
          ) : null}
          <div ref={bottom} />
        </div>

        <div className="space-y-2 border-t border-slate-200 p-4">
          {error ? <Alert>{error}</Alert> : null}
          {limitReached ? <Alert variant="info">{limitMessage}</Alert> : null}
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label htmlFor="chat-input" className="sr-only">
              Message
            </label>
            <textarea
              id="chat-input"
              ref={textarea}
              rows={1}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              disabled={limitReached}
              onChange={(event) => {
                setDraft(event.target.value);
                grow();
              }}
              onKeyDown={onKeyDown}
              placeholder={limitReached ? "Monthly limit reached" : "Ask the strategist…"}
              aria-describedby="chat-keys"
              style={{ maxHeight: TEXTAREA_MAX_PX }}
              className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none disabled:bg-slate-100"
            />
            {sending ? (
              <Button type="button" variant="outline" onClick={() => controller.current?.abort()}>
                <Square aria-hidden="true" /> Stop
              </Button>
            ) : (
              <Button type="submit" disabled={!draft.trim() || limitReached}>
                <Send aria-hidden="true" /> Send
              </Button>
            )}
          </form>
          <p id="chat-keys" className="hidden text-xs text-slate-600 sm:block">
            Enter sends; Shift+Enter starts a new line.
          </p>
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
