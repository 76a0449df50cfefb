import { ERROR_CATALOGUE, type ErrorCode, type ErrorReason, type FieldIssue } from "../../shared/errors";

/** The one way to fail a request: a catalogue code, optionally a more specific message for the user. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: { message?: string; reason?: ErrorReason; issues?: FieldIssue[]; status?: number } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.status = options.status ?? ERROR_CATALOGUE[code].status;
    this.reason = options.reason;
    this.issues = options.issues;
  }
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
