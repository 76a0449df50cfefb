// The founder-fit module's public face (issue 26): profiles, fit scores and personal orders.
export { createFounderFitService, type FounderFitService } from "./founder-fit.service";
