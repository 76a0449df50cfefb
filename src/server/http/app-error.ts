import { ERROR_CATALOGUE, type ErrorCode, type ErrorReason, type FieldIssue } from "../../shared/errors";

/** The one way to fail a request: a catalogue code, optionally a more specific message for the user. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: { message?: string; reason?: ErrorReason; issues?: FieldIssue[]; status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.status = options.status ?? ERROR_CATALOGUE[code].status;
    this.reason = options.reason;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  /** Sent as Retry-After with a 429 or 503, so clients (and our own pages) can say how long to wait. */
  readonly retryAfterSeconds?: number;
  readonly reason?: ErrorReason;
  readonly issues?: FieldIssue[];

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.reason ? { reason: this.reason } : {}),
        ...(this.issues ? { issues: this.issues } : {}),
      },
    };
  }
}

export function issuesFromZod(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join(".") || "(body)", message: issue.message }));
}
