import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { briefFromIdea } from "./builder-brief";
import { builderFor } from "./builder-documents";

/** The builder's prompts, stack and priced checklist items for a catalogue idea. */
export function catalogueBuilder(idea: IdeaFull) {
  return builderFor(briefFromIdea(idea));
}
