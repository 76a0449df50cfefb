/**
 * The spec's error catalogue. Every API error answers `{ error: { code, message } }` with a key
 * from here; the web shows `message` (or a more specific server message where the spec says so).
 */
export const ERROR_CATALOGUE = {
  LOAD_IDEAS: { status: 500, message: "Unable to load ideas. Please check your connection and try again." },
  LOAD_IDEA: {
    status: 500,
    message: "Unable to load idea details. The idea may have been removed or you may not have access.",
  },
  SAVE_IDEA: { status: 500, message: "Unable to save idea. Please try again." },
  SUBSCRIPTION: { status: 500, message: "Unable to verify subscription status. Some features may be limited." },
  AUTH: { status: 401, message: "Authentication error. Please sign in again." },
  NETWORK: { status: 503, message: "Network error. Please check your internet connection." },
  PERMISSION: { status: 403, message: "You don't have permission to access this resource." },
  NOT_FOUND: { status: 404, message: "The page you're looking for doesn't exist." },
  SERVER: { status: 500, message: "Server error. Our team has been notified and is working on it." },
  VALIDATION: { status: 400, message: "Please check your input and try again." },
  RATE_LIMIT: { status: 429, message: "Too many requests. Please wait a moment and try again." },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/**
 * Machine-readable detail for the few cases where the UI must react differently. One list for the
 * server (which sends them) and the web (which recognises them: lib/api-client.ts).
 */
export const ERROR_REASONS = [
  "EMAIL_NOT_VERIFIED",
  "INVALID_CREDENTIALS",
  "USER_ALREADY_EXISTS",
  "INVALID_TOKEN",
  "SIGNUPS_DISABLED",
  "USERNAME_TAKEN",
  "MAINTENANCE",
  "QUOTA_EXCEEDED",
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export interface FieldIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    reason?: ErrorReason;
    issues?: FieldIssue[];
  };
}

export const DEFAULT_ERROR_TITLE = "Something went wrong";
