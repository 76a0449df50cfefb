import { useMutation } from "@tanstack/react-query";
import type { GenerateIdeaBody } from "@shared/schemas/idea-generator";
import { api } from "@web/lib/api-client";

/** Drafts an idea (admin): the server answers the draft; nothing is stored until it is saved. */
export function useGenerateIdea() {
  return useMutation({
    mutationFn: (body: GenerateIdeaBody) => api.post("/api/v1/admin/generate-idea", body),
  });
}
