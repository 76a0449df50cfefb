import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-client";

/**
 * Puts the server's field issues (`error.issues: [{ path, message }]`) next to the matching inputs.
 * Returns true when at least one issue found a field, so the caller can skip a generic banner.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  /** Server field names that differ from the form's, e.g. { newPassword: "password" }. */
  aliases: Record<string, Path<T>> = {},
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const issue of error.issues) {
    const name = aliases[issue.path] ?? (issue.path as Path<T>);
    if (fields.includes(name)) {
      setError(name, { type: "server", message: issue.message });
      applied = true;
    }
  }
  return applied;
}
