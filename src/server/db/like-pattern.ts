/** A LIKE/ILIKE pattern matching `term` anywhere, with the term's own % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
