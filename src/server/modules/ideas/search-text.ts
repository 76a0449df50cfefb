/**
 * The text side of catalogue search (docs/decisions/011-search.md): turning what someone typed into
 * words, a PostgreSQL tsquery, and picking the intended word for a typo. No SQL here.
 */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 30;

/** Lower-case words of letters and digits, as the catalogue's vocabulary stores them. */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length <= MAX_WORD_LENGTH).slice(0, MAX_WORDS);
}

/**
 * A to_tsquery text: every word must match, the last one as a prefix (the user may be typing it).
 * Alternatives for a word (its typo corrections) are OR'd. Words are [a-z0-9] only, so nothing in
 * them is tsquery syntax.
 */
export function tsQueryText(groups: string[][]): string {
  return groups
    .map((alternatives, index) => {
      const isLast = index === groups.length - 1;
      const terms = alternatives.map((word, n) => (isLast && n === 0 ? `${word}:*` : word));
      return terms.length > 1 ? `(${terms.join(" | ")})` : terms[0]!;
    })
    .join(" & ");
}

/** Edits allowed for a word of this length: none for tiny words, one for short, two beyond. */
export function allowedEdits(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and a swap of two
 * neighbouring letters each cost one, so "reocnciler" is one edit from "reconciler".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** How many corrections a typed word may widen to (each is OR'd into the search). */
const MAX_CORRECTIONS = 6;

/**
 * The vocabulary words a typed word may have meant, best first: within its allowed edits, fewest
 * edits first, then the candidate the trigram search ranked higher. A word typed as the start of a
 * longer one (while typing) also counts when its prefix is within the allowed edits. Every word
 * within reach is kept (up to MAX_CORRECTIONS): "trackr" is one edit from "track", "tracks" and
 * "tracker" alike, and keeping only the first two dropped "tracker" (issue 30: "invoce trackr" found
 * 7 ideas instead of about 300).
 */
export function corrections(word: string, candidates: string[]): string[] {
  const limit = allowedEdits(word);
  if (limit === 0) return [];
  return candidates
    .map((candidate, rank) => ({ candidate, rank, edits: Math.min(editDistance(word, candidate), editDistance(word, candidate.slice(0, word.length)) + 0.5) }))
    .filter(({ candidate, edits }) => candidate !== word && edits <= limit)
    .sort((x, y) => x.edits - y.edits || x.rank - y.rank)
    .slice(0, MAX_CORRECTIONS)
    .map(({ candidate }) => candidate);
}

/** Words too common to say what an idea is about; the rest of a description is matched. */
const FILLER = new Set(
  "a an and app are as at be build but by can do for from get has have help helps i in into is it its let lets me my of on or our people platform product service simple so startup that the their them they this to tool use users we which who will with without you your".split(" "),
);

/**
 * A to_tsquery text matching ideas that share any meaningful word with a description (a founder's
 * idea, a chat question): filler dropped, at most `max` distinct words, OR'd. Null when none is left.
 */
export function anyWordQuery(text: string, max = 16): string | null {
  const words = [...new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length >= 3 && word.length <= MAX_WORD_LENGTH && !FILLER.has(word)))];
  return words.length ? words.slice(0, max).join(" | ") : null;
}
