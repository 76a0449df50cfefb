import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiPath } from "@web/lib/api-client";
import type { PipelineStage } from "@shared/pipeline";

/** GET /api/v1/pipeline: the member's saved ideas with stage, notes, moves and tests. */
export function usePipeline() {
  return useQuery({
    queryKey: ["pipeline"],
    queryFn: ({ signal }) => api.get("/api/v1/pipeline", { signal }),
  });
}

/** GET /api/v1/pipeline/ideas/:id: builders counted, the one-week test and the viewer's entry. */
export function ideaPipelinePanelQuery(ideaId: string, signedIn: boolean) {
  return {
    queryKey: ["pipeline", "idea", ideaId, signedIn],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get(`/api/v1/pipeline/ideas/${encodeURIComponent(ideaId)}`, { signal }),
  };
}

export function useIdeaPipelinePanel(ideaId: string, signedIn: boolean) {
  return useQuery(ideaPipelinePanelQuery(ideaId, signedIn));
}

/** Every pipeline change refreshes the pipeline, the idea panels and the saved list (moving saves). */
function usePipelineMutation<Args>(call: (args: Args) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["pipeline"] });
      void client.invalidateQueries({ queryKey: ["saved"] });
    },
  });
}

const path = <R extends string>(ideaId: string, rest: R) => `/api/v1/pipeline/${encodeURIComponent(ideaId)}/${rest}` as const;

export const useMoveIdea = () =>
  usePipelineMutation(({ ideaId, stage, reason }: { ideaId: string; stage: PipelineStage; reason?: string }) =>
    api.patch(path(ideaId, "stage"), reason ? { stage, reason } : { stage }),
  );

export const useSaveNotes = () =>
  usePipelineMutation(({ ideaId, notes }: { ideaId: string; notes: string }) => api.patch(path(ideaId, "notes"), { notes }));

export const useCommitTest = () =>
  usePipelineMutation(({ ideaId, dueOn }: { ideaId: string; dueOn: string }) => api.post(path(ideaId, "test"), { dueOn }));

export const useLogTestResult = () =>
  usePipelineMutation(({ ideaId, passed, note, share }: { ideaId: string; passed: boolean; note?: string; share: boolean }) =>
    api.post(path(ideaId, "test/result"), note ? { passed, note, share } : { passed, share }),
  );

export const PIPELINE_EXPORT_CSV = apiPath("get", "/api/v1/pipeline/export?format=csv");
export const PIPELINE_EXPORT_JSON = apiPath("get", "/api/v1/pipeline/export?format=json");
