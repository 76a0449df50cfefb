// The auth module's public face: other modules import it through this file only.
export { setRole, UnknownUserError } from "./role.service";
export type { AdminAccounts } from "./admin-accounts";
