/** The first paragraph of the problem: the part a teaser may show. */
export function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0]?.trim() ?? "";
}
