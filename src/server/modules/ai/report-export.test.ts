import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { member } from "../../test/factories";
import { readPdf } from "../../test/pdf-text";
import { validateResponse } from "../../../shared/schemas/ai";

/**
 * The validation report's PDF renders the founder's words in any script it has glyphs for (issue 22,
 * item 3): it embeds Noto Sans JP instead of PDFKit's Latin-1 Helvetica, so Japanese, Spanish and
 * German come back out of the file as written, with no replacement characters.
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
  it("embeds a Unicode font and keeps Japanese, Spanish and German text intact", async () => {
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
});
