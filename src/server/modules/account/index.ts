// The account module's public face: other modules import it through this file only.
export { createAccountService, type AccountService } from "./account.service";
export { profileWrites, type SubscriptionState } from "./profile-writes";
