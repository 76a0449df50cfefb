/** A path on this site to return to after signing in: never another origin ("//x", "/\\x"). */
export const RETURN_PATH_MAX = 500;

export function isSafeReturnPath(value: string): boolean {
  return value.length <= RETURN_PATH_MAX && /^\/(?![/\\])/.test(value);
}
