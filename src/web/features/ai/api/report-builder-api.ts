import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

/** The AI builder for one of the member's validation reports (the server answers 404 to anyone else). */
const key = (reportId: string) => ["ai", "report-builder", reportId] as const;

export function useReportBuilder(reportId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...key(reportId ?? ""), "prompts"],
    queryFn: ({ signal }) => api.get(`/api/v1/validate/reports/${reportId}/builder`, { signal }),
    enabled: enabled && Boolean(reportId),
  });
}

export function useSaveReportChecklist(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (done: boolean[]) => api.put(`/api/v1/validate/reports/${reportId}/checklist`, { done }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key(reportId), "prompts"] }),
  });
}

/** The PRD and landing copy: the model's when it wrote them for this report, else written from the report. */
export function useReportDocuments(reportId: string) {
  return useQuery({
    queryKey: [...key(reportId), "documents"],
    queryFn: ({ signal }) => api.get(`/api/v1/validate/reports/${reportId}/documents`, { signal }),
    select: (response) => response.data,
  });
}

/** Has the configured model write them (one chat unit); the server keeps them with the report. */
export function useWriteReportDocuments(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/v1/validate/reports/${reportId}/documents`, {}),
    onSuccess: (response) => queryClient.setQueryData([...key(reportId), "documents"], response),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["ai", "usage", "ai-chat"] }),
  });
}
