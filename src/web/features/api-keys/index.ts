/** What other features use from api-keys (issue 28): the /settings card and the admin's per-member panel. */
export { ApiKeysCard } from "./components/api-keys-card";
export { AdminApiKeysPanel } from "./components/admin-api-keys-panel";
