/**
 * How the built-in analyst reads a founder's words. It compares whole words after a light, explicit
 * normalisation (plural endings only), never PostgreSQL's English stemmer: the stemmer turns
 * "productivity" into "product" and "marketing" into "market", which made unrelated ideas "close".
 */

/** Words that say nothing about which buyer or job an idea is about. */
const STOPWORDS = new Set(
  (
    "a about above after again against all almost also am an and any app apps are as at be because been before being below between both but by can " +
    "could did do does doing done down during each easy either even every few for from further get gets getting go going got had has have having he her " +
    "here hers him his how i if in into is it its itself just keep keeps let lets like lot lots make makes making many may me might more most much must " +
    "my need needs new no nor not now of off on once one only or other our out over own per really same she should simply so some something such than " +
    "that the their them then there these they thing things this those through to too under until up upon use used uses using very via want wants was " +
    "way we were what when where which while who whom why will with without would you your yours " +
    // Words every idea description uses: they say it is a product, not what it is for.
    "tool tools platform software saas service services solution product products startup idea ideas build builds system online web website " +
    "digital simple simply smart better best help helps helping easily quickly automatically automatic ai powered based small business businesses " +
    "people user users customer customers company companies day days time times year years month months week weeks work works working " +
    "place one two three first last right real plus just"
  ).split(/\s+/),
);

/** Words whose -ing form names something else than the verb ("marketing" is not "market"). */
const ING_NOUNS = new Set(["marketing", "building", "buildings", "meeting", "meetings", "listing", "listings", "setting", "settings", "accounting", "clothing", "wedding", "weddings", "morning", "evening", "nothing", "something", "everything", "ceiling", "offering", "offerings", "housing", "funding", "parking", "training", "banking", "lighting", "plumbing", "roofing", "landscaping", "painting", "shipping", "hosting"]);

/**
 * A word reduced to a form its variants share: plural endings, and -ing / -ed / a final -e on longer
 * words, so "landlords" meets "landlord", "filming" meets "film" and "valued" meets "value". It is
 * deliberately weaker than a stemmer: "productivity", "production" and "product" stay apart, and
 * the -ing nouns above keep their own meaning.
 */
export function normalizeWord(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (ING_NOUNS.has(word) || ING_NOUNS.has(w)) return w;
  if (w.length >= 7 && w.endsWith("ing")) w = undouble(w.slice(0, -3));
  else if (w.length >= 6 && w.endsWith("ed") && !w.endsWith("eed")) w = undouble(w.slice(0, -2));
  if (w.length >= 5 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}

/** "runn" -> "run", "planned" -> "plan": the consonant doubled before -ing or -ed. */
function undouble(stem: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** The lower-case words of a text (letters, digits, inner hyphens and apostrophes split). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").match(/[a-z0-9]+/g) ?? []).filter((word) => word !== "s");
}

/** The informative words of a founder's description, normalised, each once, in order. */
export function contentTerms(text: string, max = 14): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) {
    if (word.length < 3 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    const term = normalizeWord(word);
    if (STOPWORDS.has(term) || terms.includes(term)) continue;
    terms.push(term);
    if (terms.length === max) break;
  }
  return terms;
}

/** The first word in `text` behind each normalised term, to show founders their own words. */
export function surfaceForms(text: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const word of wordsOf(text)) {
    const term = normalizeWord(word);
    if (!forms.has(term)) forms.set(term, word);
  }
  return forms;
}

/** The set of normalised words in a text, for membership tests. */
export function termSet(text: string): Set<string> {
  return new Set(wordsOf(text).map(normalizeWord));
}

// ---- Language ----

/** Function words of languages founders write in that are not English (none of them English words). */
const FOREIGN_FUNCTION_WORDS = new Set(
  (
    // Spanish / Portuguese
    "de el en y al lo una unos unas los las del para que con por como pero sus esta este estos donde cuando sin sobre entre hasta muy tambien mas nuestros pagan " +
    "uma umas dos das pelo pela com nao sao voce " +
    // German
    "und der die das ein eine einen einem einer fur mit nicht ist sind auf aus bei dem den des oder wie zum zur sich auch werden kleine zahlen " +
    // French / Italian
    "la le et les des une pour avec dans sur qui sont pas est aux chez leur leurs il della delle degli che per gli sono"
  ).split(/\s+/),
);

/**
 * Whether a description is written in English, which is all the built-in analyst can read. Text
 * mostly in a non-Latin script (Japanese, Chinese, Cyrillic, Arabic...) is not; Latin-script text is
 * not when at least one word in six is a common function word of Spanish, German, French, Italian or
 * Portuguese. Product names and short English descriptions with one foreign word stay English.
 */
export function readsAsEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return true;
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  if (latin / letters.length < 0.6) return false;
  const words = wordsOf(text);
  if (words.length < 4) return true;
  const foreign = words.filter((word) => FOREIGN_FUNCTION_WORDS.has(word)).length;
  return foreign / words.length < 1 / 6;
}
