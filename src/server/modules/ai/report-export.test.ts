import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { member } from "../../test/factories";
import { readPdf } from "../../test/pdf-text";
import { validateResponse } from "../../../shared/schemas/ai";
import { scriptRuns } from "./pdf-script-fonts";

/**
 * The validation report's PDF renders the founder's words in any script it has glyphs for (issue 22,
 * item 3): it embeds Noto fonts instead of PDFKit's Latin-1 Helvetica, one per script (pdf-script-fonts.ts),
 * so Japanese, Chinese, Spanish, German, Korean, Arabic, Hebrew, Devanagari and Thai come back out of the file
 * with no replacement characters.
 */
let t: TestApp;
let founder: { client: TestClient };

beforeAll(async () => {
  t = await createTestApp();
  founder = await member(t, "pdf-founder@example.com", "lifetime");
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the validation report's PDF", () => {
  it("embeds a Unicode font and keeps Japanese, Spanish and German text intact, all in Noto Sans JP", async () => {
    const japanese = "小規模な歯科医院向けの予約管理と患者へのリマインダー送信サービス。";
    const spanish = "Las peluquerías caninas móviles pagan una suscripción pequeña.";
    const german = "Kleine Handwerksbetriebe zahlen für größere Aufträge.";
    const res = await founder.client.post("/api/v1/validate", { idea: `${japanese} ${spanish} ${german}` });
    expect(res.statusCode, res.body).toBe(200);
    const report = validateResponse.parse(res.json()).data;

    const pdf = await founder.client.get(`/api/v1/validate/reports/${report.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const contents = readPdf(pdf.rawPayload);
    // Subset fonts are named "ABCDEF+NotoSansJP-Regular"; no built-in (unembedded) font is left.
    expect(contents.fonts.length).toBeGreaterThan(0);
    // Japanese kanji are all in Noto Sans JP, so Noto Sans Hans is not embedded.
    for (const font of contents.fonts) expect(font).toMatch(/^[A-Z]{6}\+NotoSansJP-(?:Regular|Bold)$/);
    expect(contents.allEmbedded).toBe(true);
    // Lines wrap at spaces, so the text is compared with its line breaks read as spaces.
    const text = contents.text.replace(/\s+/g, " ");
    expect(text).not.toContain("\uFFFD");
    expect(text).toContain(japanese);
    expect(text).toContain(spanish);
    expect(text).toContain(german);
    expect(text).toContain("Idea validation");
  });
  /** Validates an idea and returns the text and fonts of its PDF export. */
  async function exportPdf(idea: string) {
    const res = await founder.client.post("/api/v1/validate", { idea });
    expect(res.statusCode, res.body).toBe(200);
    const report = validateResponse.parse(res.json()).data;
    const pdf = await founder.client.get(`/api/v1/validate/reports/${report.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const contents = readPdf(pdf.rawPayload);
    expect(contents.allEmbedded).toBe(true);
    expect(contents.text).not.toContain("\uFFFD");
    return { fonts: contents.fonts, text: contents.text.replace(/\s+/g, " ") };
  }
  // Shaping moves marks (Devanagari's i-matra goes before its consonant, Thai tone marks get their own
  // positions), so for those scripts the letters are compared, in order, without the marks.
  const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).join("");
  const embeds = (fonts: string[], name: string) => expect(fonts.some((f) => new RegExp(`^[A-Z]{6}\\+${name}$`).test(f)), fonts.join()).toBe(true);

  it("writes Korean, Devanagari and Thai in their own fonts within one left-to-right paragraph", async () => {
    const korean = "소규모 치과를 위한 예약 관리 서비스";
    // No reph (र्) and no Thai sara am: shaping reorders the one and splits the other into two glyphs.
    const hindi = "छोटे क्लीनिकों के लिए अपॉइंटमेंट बुकिंग।";
    const thai = "ระบบจองคิวออนไลน์ให้คลินิกขนาดเล็ก";
    const { fonts, text } = await exportPdf(`Dental booking: ${korean}. ${hindi} ${thai}`);
    embeds(fonts, "NotoSansKR-Regular");
    embeds(fonts, "NotoSansDevanagari-Regular");
    embeds(fonts, "NotoSansThai-Regular");
    embeds(fonts, "NotoSansJP-Bold");
    expect(text).toContain(korean);
    expect(letters(text)).toContain(letters(`Dental booking: ${korean} ${hindi} ${thai}`));
  });

  it("writes Simplified Chinese that Noto Sans JP lacks in Noto Sans Hans", async () => {
    // 们, 这, 说, 时, 对, 发, 现... have no glyph in Noto Sans JP.
    const chinese = "我们为小型餐馆做一个预订和排班应用，这说明时间对发现问题很重要。";
    const { fonts, text } = await exportPdf(chinese);
    embeds(fonts, "NotoSansHans-Regular");
    expect(text).toContain(chinese);
  });

  it("lays out a paragraph written wholly in Arabic or Hebrew right to left, shaped", async () => {
    // The PDF holds the glyphs in visual order (right to left), so the text read back is reversed.
    // No lam-alef: its ligature glyph maps back to two letters in reading order, which a reversal breaks.
    const arabic = "منصة لحجز المواعيد للعيادات الصغيرة.";
    const hebrew = "מערכת לקביעת תורים למרפאות קטנות.";
    for (const [idea, font] of [
      [arabic, "NotoNaskhArabic"],
      [hebrew, "NotoSansHebrew"],
    ] as const) {
      const { fonts, text } = await exportPdf(idea);
      embeds(fonts, font);
      // Each run is its own text object, read back on its own line: hence the space before the full stop.
      expect([...text].toReversed().join("").replace(/ \./g, ".")).toContain(idea);
    }
  });

  it("cuts text into runs by script, keeping spaces and marks in the run they sit in", () => {
    expect(scriptRuns("Plan: 안녕 세계, مرحبا بكم. क्लीनिक 予約。", () => true)).toEqual([
      { family: "jp", text: "Plan: " },
      { family: "kr", text: "안녕 세계" },
      { family: "jp", text: ", " },
      { family: "arabic", text: "مرحبا بكم" },
      { family: "jp", text: ". " },
      { family: "devanagari", text: "क्लीनिक " },
      { family: "jp", text: "予約。" },
    ]);
  });

  it("writes a run of Han in Noto Sans Hans when Noto Sans JP lacks any of its characters, and kana always in Noto Sans JP", () => {
    const jpHasGlyph = (codePoint: number) => !"们这".includes(String.fromCodePoint(codePoint));
    expect(scriptRuns("予約の管理です。 Plan: 我们的应用，很好", jpHasGlyph)).toEqual([
      { family: "jp", text: "予約の管理です。 Plan: " },
      { family: "sc", text: "我们的应用，很好" },
    ]);
    // Kana in a run with a missing kanji: the kanji goes to Noto Sans Hans, the kana stays.
    expect(scriptRuns("这の", jpHasGlyph)).toEqual([
      { family: "sc", text: "这" },
      { family: "jp", text: "の" },
    ]);
  });
});
