// The ai-usage module's public face: other modules import it through this file only.
export type { AiUsageService } from "./ai-usage.service";
