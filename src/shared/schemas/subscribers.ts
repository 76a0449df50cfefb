import { z } from "zod";
import { emailSchema } from "./auth";

export const subscribeBody = z
  .object({
    email: emailSchema,
    source: z.string().trim().min(1).max(40).regex(/^[a-z0-9_-]+$/, "Use letters, numbers, - and _").default("home"),
  })
  .strict();
export const subscribeResponse = z.object({ status: z.enum(["subscribed", "already_subscribed", "resubscribed"]) });
export const subscriberCountResponse = z.object({ count: z.number() });
export const unsubscribeBody = z.object({ email: emailSchema, token: z.string({ error: "The unsubscribe link is missing its token" }).min(1).max(300) }).strict();
