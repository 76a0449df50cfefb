import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IdeaChangeMailMode } from "@shared/schemas/idea-changes";
import { api } from "@web/lib/api-client";

const changesKey = (slug: string) => ["ideas", slug, "changes"] as const;

/** GET /api/v1/ideas/:slug/changes: the history, and for a saver the difference since and their mail choice. */
export function ideaChangesQuery(slug: string) {
  return { queryKey: changesKey(slug), queryFn: ({ signal }: { signal: AbortSignal }) => api.get(`/api/v1/ideas/${slug}/changes`, { signal }) };
}

export function useIdeaChanges(slug: string) {
  return useQuery(ideaChangesQuery(slug));
}

/** PUT /api/v1/me/idea-change-mail: one choice for every saved idea, so every idea's history is refreshed. */
export function useSetChangeMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: IdeaChangeMailMode) => api.put("/api/v1/me/idea-change-mail", { mode }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === "ideas" && query.queryKey[2] === "changes" }),
  });
}

/** The mail's stop link: POST with the signed user and token from its query. */
export const stopChangeMail = (user: string, token: string) =>
  api.post(`/api/v1/idea-change-mail/stop?${new URLSearchParams({ user, token }).toString()}`, {});
