import { attachCustomerId, setEmailChoicesByAddress, writeSubscriptionState } from "./profile.repo";

/**
 * What other modules may change on a profile, each in their own database or transaction: billing the
 * subscription state and the customer id, the mail list an account's e-mail choices. The account
 * module owns the profiles table (issue 25: one owner per table); nothing else writes it.
 */
export const profileWrites = {
  subscriptionState: writeSubscriptionState,
  attachCustomer: attachCustomerId,
  emailChoicesByAddress: setEmailChoicesByAddress,
};
export type { SubscriptionState } from "./profile.repo";
