import type { FastifyBaseLogger } from "fastify";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../../db/client";
import { createJobLeaseRepo } from "../jobs/job-lease.repo";
import type { IdeasRepo } from "../ideas/ideas.repo";
import type { IdeasService } from "../ideas/ideas.service";
import { createDailySend } from "./daily-send.service";
import type { MailRepo } from "./mail.repo";
import type { MailService } from "./mail.service";
import { createSubscribersRepo } from "./subscribers.repo";
import { createTrendAlert } from "./trend-alert.service";

/** The scheduled mail runs, built the same way for the server, the CLI and the tests. */
export function createMailJobs(deps: {
  db: Db;
  mail: MailService;
  mailRepo: MailRepo;
  ideas: IdeasService;
  ideasRepo: IdeasRepo;
  appUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  leaseMs?: number;
}) {
  // Names this process in job leases, so a log or a job_runs row says who ran what.
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leases = createJobLeaseRepo(deps.db);
  const subscribers = createSubscribersRepo(deps.db);
  const common = { mail: deps.mail, subscribers, leases, appUrl: deps.appUrl, secret: deps.secret, owner, log: deps.log };
  return {
    owner,
    leases,
    runDailySend: createDailySend({ ...common, mailRepo: deps.mailRepo, ideas: deps.ideas, leaseMs: deps.leaseMs }),
    runTrendAlert: createTrendAlert({ ...common, ideas: deps.ideasRepo }),
  };
}
export type MailJobs = ReturnType<typeof createMailJobs>;
