// The ideas module's public face: other modules import it through this file only.
export { createIdeasService, toCard, type IdeasService } from "./ideas.service";
export { firstParagraph } from "./idea-access";
export { createFitInputsRepo, type FitInputsRepo } from "./fit-inputs.repo";
export type { CardRow } from "./catalogue-lists.repo";
/** An idea file as its database row (the seed and the admin's saves write ideas the same way). */
export { ideaRowFromFile, type IdeaInsert } from "./idea-row";
export { createCatalogueCache, type CatalogueCache } from "./catalogue-cache";
