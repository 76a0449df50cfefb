import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { chatStreamEvent, type ChatMessageBody, type ChatStreamEvent, type ValidateBody } from "@shared/schemas/ai";
import { api, errorFromBody, networkError, apiPath } from "@web/lib/api-client";

const AI_KEY = ["ai"] as const;
export const REPORTS_KEY = [...AI_KEY, "reports"] as const;
export const SESSIONS_KEY = [...AI_KEY, "sessions"] as const;
const sessionKey = (id: string) => [...AI_KEY, "session", id] as const;
const usageKey = (kind: "validate" | "ai-chat") => [...AI_KEY, "usage", kind] as const;

/** Which engine answers (a model, or the built-in analyst), for the pages' label. */
export function useAiEngine() {
  return useQuery({
    queryKey: [...AI_KEY, "engine"],
    queryFn: ({ signal }) => api.get("/api/v1/ai/engine", { signal }),
    select: (response) => response.data,
    staleTime: 10 * 60_000,
  });
}

/** The idea an AI page is about, from the id in its URL. */
export function useAiIdea(id: string | undefined) {
  return useQuery({
    queryKey: [...AI_KEY, "idea", id],
    queryFn: ({ signal }) => api.get(`/api/v1/ai/ideas/${id}`, { signal }),
    select: (response) => response.data,
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  });
}

/** The builder's PRD and landing copy, written from the idea's own fields. */
export function useBuilderDocuments(ideaId: string) {
  return useQuery({
    queryKey: [...AI_KEY, "documents", ideaId],
    queryFn: ({ signal }) => api.get(`/api/v1/ai/ideas/${ideaId}/documents`, { signal }),
    select: (response) => response.data,
  });
}

/** Has the configured model write the builder's documents (one chat unit). */
export function useRewriteBuilderDocuments(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/v1/ai/ideas/${ideaId}/documents`, {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: usageKey("ai-chat") }),
  });
}

export function useAiUsage(kind: "validate" | "ai-chat") {
  return useQuery({
    queryKey: usageKey(kind),
    queryFn: ({ signal }) => api.get(`/api/v1/${kind}/usage`, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });
}

export function useValidateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValidateBody) => api.post("/api/v1/validate", body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usageKey("validate") });
      void queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}

export function useReports() {
  return useQuery({
    queryKey: REPORTS_KEY,
    queryFn: ({ signal }) => api.get("/api/v1/validate/reports", { signal }),
    select: (response) => response.data,
  });
}

export function useReport(id: string | undefined) {
  return useQuery({
    queryKey: [...REPORTS_KEY, id],
    queryFn: ({ signal }) => api.get(`/api/v1/validate/reports/${id}`, { signal }),
    select: (response) => response.data,
    enabled: Boolean(id),
  });
}

export function useChatSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => api.get("/api/v1/ai-chat/sessions?limit=20", { signal }),
    select: (response) => response.data,
  });
}

export function useChatSession(id: string | null) {
  return useQuery({
    queryKey: sessionKey(id ?? "none"),
    queryFn: ({ signal }) => api.get(`/api/v1/ai-chat/sessions/${id}`, { signal }),
    select: (response) => response.data,
    enabled: Boolean(id),
  });
}

/** Deletes a chat session and its messages (the server keeps nothing of it). */
export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/v1/ai-chat/sessions/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: sessionKey(id) });
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

export function refreshChatState(queryClient: ReturnType<typeof useQueryClient>, sessionId: string | null) {
  void queryClient.invalidateQueries({ queryKey: usageKey("ai-chat") });
  void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  if (sessionId) void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
}

/** The chat's event stream, held to the API contract like every other call. */
const CHAT_STREAM_PATH = apiPath("post", "/api/v1/ai-chat/message");

/**
 * POST /api/v1/ai-chat/message as a stream of server-sent events: `onEvent` gets each event as it
 * arrives. Refusals (quota, plan, an unknown session) come back as an ApiError before any event.
 * Aborting `signal` (the Stop button) ends reading; the server keeps the partial answer.
 */
export async function streamChatMessage(body: ChatMessageBody, onEvent: (event: ChatStreamEvent) => void, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(CHAT_STREAM_PATH, {
      method: "POST",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (signal.aborted) return;
    throw networkError();
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => "");
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    throw errorFromBody(response.status, parsed, response.headers.get("retry-after"));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith("data: ")) onEvent(chatStreamEvent.parse(JSON.parse(block.slice(6))));
      }
    }
  } catch {
    if (signal.aborted) return;
    throw networkError();
  }
}
