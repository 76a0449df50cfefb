/**
 * The outbox kind of the mail that tells a saver an idea was retired (issue 27 item 3). The
 * history module writes it, with the other mail about saved ideas and under the member's choice.
 */
export const IDEA_RETIRED_KIND = "idea_retired";
