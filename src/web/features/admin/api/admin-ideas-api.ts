import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminIdeaInput, IdeaStatus } from "@shared/schemas/admin-ideas";
import { api } from "@web/lib/api-client";

export type PickFilter = "all" | "pro" | "regular";
export interface AdminIdeaFilter {
  search: string;
  category: string;
  status: string;
  pick: PickFilter;
}

const BASE = "/api/v1/admin/ideas";
export const adminIdeasKey = ["admin", "ideas"] as const;

/** Only the parts that narrow the list: the server reads a missing filter as "all". */
function filterParams({ search, category, status, pick }: AdminIdeaFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category !== "all") params.set("category", category);
  if (status !== "all") params.set("status", status);
  if (pick !== "all") params.set("pick", pick);
  if (page > 1) params.set("page", String(page));
  return params;
}

export function useAdminIdeas(filter: AdminIdeaFilter, page: number) {
  const params = filterParams(filter, page);
  return useQuery({
    queryKey: [...adminIdeasKey, "list", { ...filter, page }],
    queryFn: ({ signal }) => api.get(`${BASE}?${params}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminIdea(id: string | null) {
  return useQuery({
    queryKey: [...adminIdeasKey, "detail", id],
    queryFn: ({ signal }) => api.get(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Every write refreshes the list, its figures and the banner. */
function useIdeaMutation<T>(mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminIdeasKey }),
  });
}

/** Create (the form and the AI generator): the value is the idea-file shape. */
export const createIdea = (value: AdminIdeaInput) => api.post(BASE, value);
export const useCreateIdea = () => useIdeaMutation(createIdea);
export const useUpdateIdea = () =>
  useIdeaMutation(({ id, value }: { id: string; value: AdminIdeaInput }) => api.put(`${BASE}/${id}`, value));
export const useSetIdeaStatus = () =>
  useIdeaMutation(({ id, ...body }: { id: string; status: IdeaStatus; reason?: string; source_url?: string }) => api.patch(`${BASE}/${id}/status`, body));
export const useSetProPick = () =>
  useIdeaMutation(({ id, value }: { id: string; value: boolean }) => api.patch(`${BASE}/${id}/pro-pick`, { value }));
export const useSetFeatured = () =>
  useIdeaMutation(({ id, value }: { id: string; value: boolean }) => api.patch(`${BASE}/${id}/featured`, { value }));
export const useSetDaily = () => useIdeaMutation((id: string) => api.post(`${BASE}/${id}/daily`, {}));
export const useDeleteIdea = () =>
  useIdeaMutation(async (id: string) => {
    await api.delete(`${BASE}/${id}`);
    return { message: "Idea deleted successfully" };
  });
