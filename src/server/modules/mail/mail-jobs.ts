import type { FastifyBaseLogger } from "fastify";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { JobLeases } from "../jobs/index";
import type { IdeasService } from "../ideas/index";
import { createDailySend } from "./daily-send.service";
import type { MailRepo } from "./mail.repo";
import type { MailService } from "./mail.service";
import type { SubscribersRepo } from "./subscribers.repo";
import { createTrendAlert } from "./trend-alert.service";

/** The scheduled mail runs, built the same way for the server, the CLI and the tests. */
export function createMailJobs(deps: {
  leases: JobLeases;
  subscribers: SubscribersRepo;
  mail: MailService;
  mailRepo: MailRepo;
  ideas: IdeasService;
  appUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  leaseMs?: number;
}) {
  // Names this process in job leases, so a log or a job_runs row says who ran what.
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { leases, subscribers } = deps;
  const common = { mail: deps.mail, subscribers, leases, appUrl: deps.appUrl, secret: deps.secret, owner, log: deps.log };
  return {
    owner,
    leases,
    runDailySend: createDailySend({ ...common, mailRepo: deps.mailRepo, ideas: deps.ideas, leaseMs: deps.leaseMs }),
    runTrendAlert: createTrendAlert({ ...common, ideas: deps.ideas }),
  };
}
export type MailJobs = ReturnType<typeof createMailJobs>;
