// The ai module's public face: other modules import it through this file only.
export type { AiService } from "./ai.service";
/** The catalogue builder (ideas module, given it by app.ts) writes its prompts and checklist with the same code as the report builder. */
export { catalogueBuilder } from "./builder-catalogue";
