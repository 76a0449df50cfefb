import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AiEngineKind, ChatMessage, GroundingIdea } from "@shared/schemas/ai";
import { errorMessage } from "@web/lib/api-client";
import { refreshChatState, streamChatMessage, type useChatSession } from "./api/ai-api";
import { cacheMessages, cachedMessages } from "./chat-format";

interface ConversationOptions {
  /** The open chat (?session=), or null for a new one. */
  sessionId: string | null;
  /** A new chat about a catalogue idea (/ai-chat/:ideaId) or about one of the founder's reports. */
  ideaId: string | undefined;
  reportId: string | null;
  /** The open chat as the server has it; a 404 (`gone`) means it was deleted elsewhere. */
  session: { data: ReturnType<typeof useChatSession>["data"]; isError: boolean; gone: boolean };
  /** Puts the session a new chat got into the URL (or takes it out again). */
  showSession: (sessionId: string | null) => void;
  limitReached: boolean;
}

/**
 * One chat's messages and its streamed answers: the optimistic question, the answer growing word by
 * word, the question put back when the send fails, and the copy kept in this browser for an outage.
 */
export function useChatConversation({ sessionId, ideaId, reportId, session, showSession, limitReached }: ConversationOptions) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [grounding, setGrounding] = useState<GroundingIdea[]>([]);
  const [answerEngine, setAnswerEngine] = useState<AiEngineKind | null>(null);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The session this page started itself: its messages are already on screen, so no reload replaces them.
  const ownSession = useRef<string | null>(null);

  // Load a chosen session's messages; when the server cannot be reached, the copy kept in this browser.
  useEffect(() => {
    if (!sessionId) {
      if (!sending) setMessages([]);
      return;
    }
    if (ownSession.current === sessionId) return;
    if (session.data) setMessages(session.data.messages.length ? session.data.messages : cachedMessages(sessionId));
    else if (session.gone) {
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

  useEffect(() => () => controller.current?.abort(), []);

  async function send() {
    const text = draft.trim();
    if (!text || sending || limitReached) return;
    setError(null);
    setSending(true);
    const before = messages;
    setMessages([...before, { role: "user", content: text, created_at: new Date().toISOString() }]);
    setDraft("");
    const abort = new AbortController();
    controller.current = abort;
    let activeSession = sessionId;
    // The spec: a failed send removes the optimistic message and shows the error; the question goes
    // back in the box. A new chat whose first answer failed was removed by the server: leave its URL.
    const putQuestionBack = () => {
      setMessages(before);
      setDraft(text);
      if (activeSession && activeSession !== sessionId) {
        ownSession.current = null;
        showSession(null);
        activeSession = sessionId;
      }
    };
    // The server starts the answer before the model's first word (the bubble shows it thinking);
    // an answer that failed before any text leaves nothing to keep.
    let gotText = false;
    let failedBeforeText = false;
    try {
      await streamChatMessage(
        { message: text, sessionId: sessionId ?? undefined, ideaId: sessionId ? undefined : ideaId, reportId: sessionId || ideaId ? undefined : (reportId ?? undefined) },
        (event) => {
          if (event.type === "start") {
            activeSession = event.sessionId;
            setGrounding(event.grounding);
            setAnswerEngine(event.engine);
            setMessages((current) => [...current, { role: "assistant", content: "", created_at: new Date().toISOString() }]);
            if (event.sessionId !== sessionId) {
              ownSession.current = event.sessionId;
              showSession(event.sessionId);
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

  return {
    messages,
    grounding,
    answerEngine,
    draft,
    setDraft,
    sending,
    error,
    setError,
    send,
    /** Stops the answer being streamed (what arrived so far stays). */
    stop: () => controller.current?.abort(),
    /** Leaves this chat for a new one: any answer in flight is stopped. */
    reset() {
      controller.current?.abort();
      ownSession.current = null;
      setMessages([]);
      setError(null);
    },
  };
}
