import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserSort, CreateAdminUserBody, UpdateAdminUserBody } from "@shared/schemas/admin-users";
import type { SubscriptionStatus, Tier } from "@shared/plans";
import { api, apiPath } from "@web/lib/api-client";

export interface AdminUserFilter {
  search: string;
  tier: Tier | "all";
  status: SubscriptionStatus | "all";
}

export interface AdminUserListParams extends AdminUserFilter {
  sort: AdminUserSort;
  order: "asc" | "desc";
  page: number;
}

const usersKey = ["admin", "users"] as const;

/** Only the parts that narrow the list: the server reads a missing parameter as "everything". */
function filterParams({ search, tier, status }: AdminUserFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (tier !== "all") params.set("tier", tier);
  if (status !== "all") params.set("status", status);
  return params;
}

function listParams(list: AdminUserListParams): URLSearchParams {
  const params = filterParams(list);
  params.set("sort", list.sort);
  params.set("order", list.order);
  params.set("page", String(list.page));
  return params;
}

export function useAdminUsers(list: AdminUserListParams) {
  return useQuery({
    queryKey: [...usersKey, "list", list],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/users?${listParams(list)}`, { signal }),
    // Keep the current page on screen while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...usersKey, "detail", id],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/users/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

/** The streamed CSV of the list under this filter; the browser downloads it (Content-Disposition: attachment). */
export function usersExportUrl(filter: AdminUserFilter): string {
  const query = filterParams(filter).toString();
  return query ? apiPath("get", `/api/v1/admin/users/export?${query}`) : apiPath("get", "/api/v1/admin/users/export");
}

/** One list call with the same filter first, so a lapsed session or a fault shows as a toast, not a failed download. */
export function checkUsersExport(filter: AdminUserFilter): Promise<unknown> {
  return api.get(`/api/v1/admin/users?${listParams({ ...filter, sort: "created", order: "desc", page: 1 })}`);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminUserBody) => api.post("/api/v1/admin/users", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminUserBody) => api.patch(`/api/v1/admin/users/${encodeURIComponent(id)}`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData([...usersKey, "detail", id], detail);
      void queryClient.invalidateQueries({ queryKey: [...usersKey, "list"] });
    },
  });
}

export function useRevokeSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/v1/admin/users/${encodeURIComponent(id)}/revoke-sessions`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...usersKey, "detail", id] }),
  });
}

export function useDeleteUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/v1/admin/users/${encodeURIComponent(id)}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...usersKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...usersKey, "list"] });
    },
  });
}
