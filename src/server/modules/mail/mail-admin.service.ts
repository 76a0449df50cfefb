import type { MailRepo } from "./mail.repo";
import type { SubscriberFilter, SubscribersRepo } from "./subscribers.repo";

/**
 * What the admin area reads of the mail module (the outbox, the subscriber list) and the one write
 * it asks for (forgetting a deleted account's address).
 */
export function createMailAdmin(deps: { mailRepo: MailRepo; subscribers: SubscribersRepo }) {
  const { mailRepo, subscribers } = deps;
  return {
    /** One page of the outbox, newest first, with the search's total. */
    outboxPage: (options: { search?: string; limit: number; offset: number }) => mailRepo.list(options),
    outboxItem: (id: string) => mailRepo.get(id),
    /** One page of the subscriber list, newest first, with the filter's total. */
    subscribersPage: (filter: SubscriberFilter, limit: number, offset: number) => subscribers.page(filter, limit, offset),
    activeSubscribers: () => subscribers.activeCount(),
    /** The export's keyset pages: addresses after `after`, in address order. */
    subscribersExportPage: (filter: SubscriberFilter, after: string, limit: number) => subscribers.exportPage(filter, after, limit),
    /** A deleted account's address leaves the list, and the outbox keeps no copy of its mail. */
    async forgetAddress(email: string): Promise<void> {
      await subscribers.remove(email);
      await mailRepo.forgetRecipient(email);
    },
  };
}
export type MailAdmin = ReturnType<typeof createMailAdmin>;
