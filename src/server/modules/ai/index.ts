// The ai module's public face: other modules import it through this file only.
export type { AiService } from "./ai.service";
