import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Which embedded font writes which characters in the validation report's PDF (issue 22, item 3).
 * No single font covers every script a founder may write in, so a text is cut into runs by Unicode
 * script and each run is written in the font that has its glyphs. All fonts are Noto (SIL Open Font
 * License 1.1), from npm packages pinned in package.json:
 * - Noto Sans JP (@embedpdf/fonts-jp): Latin with accents, Greek, Cyrillic, Japanese, common Han, and
 *   every character no other font claims (digits, punctuation).
 * - Noto Sans Hans (@embedpdf/fonts-sc): Han that Noto Sans JP lacks. Noto Sans JP has no glyph for
 *   many Simplified Chinese characters (们, 这, 说, 时, 对...), so a run of Han characters is written in
 *   it only when it has every one of them, else in Noto Sans Hans. Kana always stays Noto Sans JP.
 * - Noto Sans KR (@embedpdf/fonts-kr): Korean hangul.
 * - Noto Naskh Arabic (@embedpdf/fonts-arabic), Noto Sans Hebrew (@embedpdf/fonts-hebrew).
 * - Noto Sans Devanagari and Noto Sans Thai (@expo-google-fonts/noto-sans-devanagari, -thai; the
 *   package code is for Expo and is never loaded, only its .ttf files are read).
 * PDFKit loads a registered font only when a run uses it and embeds only the glyphs used, so a report
 * in English costs nothing for the other fonts.
 */
const require = createRequire(import.meta.url);
// Only the packages' entry points are resolvable (their "exports"); the font files sit beside them.
const embedpdf = (name: string, file: string) => join(dirname(require.resolve(`@embedpdf/fonts-${name}`)), "..", "fonts", file);
const expo = (name: string, file: string) => join(dirname(require.resolve(`@expo-google-fonts/${name}`)), file);

export type FontWeight = "regular" | "bold";
type Family = "jp" | "sc" | "kr" | "arabic" | "hebrew" | "devanagari" | "thai";

const FONT_FILES: Record<Family, Record<FontWeight, string>> = {
  jp: { regular: embedpdf("jp", "NotoSansJP-Regular.otf"), bold: embedpdf("jp", "NotoSansJP-Bold.otf") },
  sc: { regular: embedpdf("sc", "NotoSansHans-Regular.otf"), bold: embedpdf("sc", "NotoSansHans-Bold.otf") },
  kr: { regular: embedpdf("kr", "NotoSansKR-Regular.otf"), bold: embedpdf("kr", "NotoSansKR-Bold.otf") },
  arabic: { regular: embedpdf("arabic", "NotoNaskhArabic-Regular.ttf"), bold: embedpdf("arabic", "NotoNaskhArabic-Bold.ttf") },
  hebrew: { regular: embedpdf("hebrew", "NotoSansHebrew-Regular.ttf"), bold: embedpdf("hebrew", "NotoSansHebrew-Bold.ttf") },
  devanagari: {
    regular: expo("noto-sans-devanagari", "400Regular/NotoSansDevanagari_400Regular.ttf"),
    bold: expo("noto-sans-devanagari", "700Bold/NotoSansDevanagari_700Bold.ttf"),
  },
  thai: { regular: expo("noto-sans-thai", "400Regular/NotoSansThai_400Regular.ttf"), bold: expo("noto-sans-thai", "700Bold/NotoSansThai_700Bold.ttf") },
};

/**
 * Script_Extensions, not Script: the Arabic comma and harakat, the Devanagari danda and the like are
 * "Common"/"Inherited" by Script but belong with their script's font.
 */
const SCRIPT_FAMILIES: [RegExp, Family | "han"][] = [
  // Han first, as CJK punctuation such as "。" also lists Hangul among its scripts. Kana (by Script,
  // not Script_Extensions, which "。" also lists) is not Han: it always stays Noto Sans JP. Fullwidth
  // punctuation ("，", "！") is "Common" but goes with the Han around it: a Chinese sentence is then one
  // run, in one font, and its text is read back from the PDF without breaks at each comma.
  [/(?![\p{Script=Hiragana}\p{Script=Katakana}])\p{Script_Extensions=Han}|(?=[\uff01-\uff65])\p{P}/u, "han"],
  [/[\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u, "jp"],
  [/\p{Script_Extensions=Hangul}/u, "kr"],
  [/\p{Script_Extensions=Arabic}/u, "arabic"],
  [/\p{Script_Extensions=Hebrew}/u, "hebrew"],
  [/\p{Script_Extensions=Devanagari}/u, "devanagari"],
  [/\p{Script_Extensions=Thai}/u, "thai"],
];
/** Spaces and combining marks stay in the run they sit in, so words of one script stay one run (and one shaping pass). */
const FOLLOWS_RUN = /^[\s\p{M}\u200c\u200d]$/u;

export const fontName = (family: Family, weight: FontWeight) => `${family}-${weight}`;

export function registerScriptFonts(doc: PDFKit.PDFDocument): void {
  for (const [family, files] of Object.entries(FONT_FILES) as [Family, Record<FontWeight, string>][]) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontName(family, weight), files[weight]);
  }
}

export interface ScriptRun {
  family: Family;
  text: string;
}

/** Whether Noto Sans JP has a glyph for a code point. */
export type JpHasGlyph = (codePoint: number) => boolean;

/**
 * Cuts a text into runs of characters one font writes, in reading (logical) order. A run of Han
 * characters goes to Noto Sans JP when `jpHasGlyph` holds for each of them, else to Noto Sans Hans.
 */
export function scriptRuns(text: string, jpHasGlyph: JpHasGlyph): ScriptRun[] {
  const byScript: { family: Family | "han"; text: string }[] = [];
  for (const char of text) {
    const last = byScript.at(-1);
    if (last && FOLLOWS_RUN.test(char)) {
      last.text += char;
      continue;
    }
    const family = SCRIPT_FAMILIES.find(([pattern]) => pattern.test(char))?.[1] ?? "jp";
    if (last?.family === family) last.text += char;
    else byScript.push({ family, text: char });
  }
  const runs: ScriptRun[] = [];
  for (const run of byScript) {
    const family = run.family !== "han" ? run.family : [...run.text].every((char) => jpHasGlyph(char.codePointAt(0) ?? 0)) ? "jp" : "sc";
    // Japanese alternates kanji and kana: with the kanji written in Noto Sans JP, the sentence is one run again.
    const last = runs.at(-1);
    if (last?.family === family) last.text += run.text;
    else runs.push({ family, text: run.text });
  }
  return runs;
}

/** Noto Sans JP's glyph check, from the fontkit font PDFKit keeps on its private font object (stable since 0.8). */
function jpGlyphs(doc: PDFKit.PDFDocument, weight: FontWeight): JpHasGlyph {
  const { _font } = doc.font(fontName("jp", weight)) as unknown as { _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } } };
  return (codePoint) => _font.font.hasGlyphForCodePoint(codePoint);
}

const RTL_FAMILIES: ReadonlySet<Family> = new Set(["arabic", "hebrew"]);
/** Letters of a left-to-right script (Latin, CJK, Hangul, Devanagari, Thai...): a paragraph with none is laid out right to left. */
const LTR_LETTER = /(?![\p{Script_Extensions=Arabic}\p{Script_Extensions=Hebrew}])\p{L}/u;

/** True when the paragraph's letters are all Arabic or Hebrew (and it has some). */
function isRtlParagraph(runs: ScriptRun[]): boolean {
  return runs.some((run) => RTL_FAMILIES.has(run.family)) && !runs.some((run) => LTR_LETTER.test(run.text));
}


/**
 * PDFKit has no bidirectional layout: fontkit shapes an Arabic or Hebrew word and draws its letters
 * right to left, but PDFKit lays a line's words out left to right and wraps lines from the left. So a
 * paragraph written wholly in Arabic or Hebrew is wrapped here, and each line is written with its
 * words (and the script runs inside a word, e.g. a closing full stop) in reverse, aligned right.
 * A left-to-right paragraph with an Arabic or Hebrew phrase in it still shows that phrase's words in
 * left-to-right order (each word itself reads correctly).
 */
/** The current font's ascent in points; PDFKit keeps it on its private font object (stable since 0.8). */
function ascent(doc: PDFKit.PDFDocument): number {
  const { _font, _fontSize } = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return (_font.ascender / 1000) * _fontSize;
}

function writeRtlParagraph(doc: PDFKit.PDFDocument, text: string, weight: FontWeight, jpHasGlyph: JpHasGlyph): void {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const measure = (word: string) =>
    scriptRuns(word, jpHasGlyph).reduce((sum, run) => sum + doc.font(fontName(run.family, weight)).widthOfString(run.text), 0);
  const space = doc.font(fontName("jp", weight)).widthOfString(" ");
  const lines: string[][] = [];
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wide = measure(word);
    const line = lines.at(-1);
    if (line && used + space + wide <= width) {
      line.push(word);
      used += space + wide;
    } else {
      lines.push([word]);
      used = wide;
    }
  }
  const left = doc.page.margins.left;
  for (const line of lines) {
    const visual = line.toReversed().flatMap((word, i) => [...(i ? [{ family: "jp" as const, text: " " }] : []), ...scriptRuns(word, jpHasGlyph).toReversed()]);
    // Each run is placed by hand (PDFKit aligns only within one text call, not across continued ones),
    // on one baseline: placed by their tops, the full stop (Noto Sans JP) sat 2 pt off the Naskh letters.
    let x = left + width - visual.reduce((sum, run) => sum + doc.font(fontName(run.family, weight)).widthOfString(run.text), 0);
    const lineHeight = Math.max(...visual.map((run) => doc.font(fontName(run.family, weight)).currentLineHeight(true)));
    // Text placed at a position does not break pages by itself.
    if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    const baseline = y + Math.max(...visual.map((run) => ascent(doc.font(fontName(run.family, weight)))));
    for (const run of visual) {
      doc.font(fontName(run.family, weight)).text(run.text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
      x += doc.widthOfString(run.text);
    }
    doc.x = left;
    doc.y = y + lineHeight;
  }
}

/**
 * Writes one paragraph (wrapping at the page margin) in the fonts its scripts need, at the current
 * font size and colour. Every text the PDF export writes goes through here.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, weight: FontWeight): void {
  const jpHasGlyph = jpGlyphs(doc, weight);
  const runs = scriptRuns(text, jpHasGlyph);
  if (runs.length === 0) doc.font(fontName("jp", weight)).text("");
  else if (isRtlParagraph(runs)) writeRtlParagraph(doc, text, weight, jpHasGlyph);
  else {
    // One baseline for every font on a line, Noto Sans JP's: PDFKit puts each run's baseline at the
    // line's top plus that font's own ascent, so Naskh and Thai sat 1 to 2 pt off the Latin beside them.
    const baseline = -ascent(doc.font(fontName("jp", weight)));
    runs.forEach((run, i) => doc.font(fontName(run.family, weight)).text(run.text, { continued: i < runs.length - 1, baseline }));
  }
}
