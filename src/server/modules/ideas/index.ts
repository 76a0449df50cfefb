// The ideas module's public face: other modules import it through this file only.
export { createIdeasService, toCard, type IdeasService } from "./ideas.service";
export { firstParagraph } from "./idea-access";
export { createFitInputsRepo, type FitInputsRepo } from "./fit-inputs.repo";
export { createCatalogueCache, type CatalogueCache } from "./catalogue-cache";
