// The api-keys module's public face: other modules import it through this file only.
export type { ApiKeysService } from "./api-keys.service";
