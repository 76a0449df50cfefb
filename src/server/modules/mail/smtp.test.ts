import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, linkIn, PASSWORD, type TestApp } from "../../test/test-app";
import { createSmtpSender } from "../../integrations/smtp";
import { decodeQuotedPrintable, startSmtpPeer } from "../../test/smtp-peer";

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ smtp: createSmtpSender(peer.url) });
});

afterAll(async () => {
  await t.close();
  await peer.close();
});

describe("mail over SMTP", () => {
  it("delivers the verification mail with HTML and text, marks it sent, and its link verifies", async () => {
    const client = t.client();
    const res = await client.post("/api/auth/sign-up/email", { name: "Smtp User", email: "smtp@example.com", password: PASSWORD, callbackURL: "/verify-email" });
    expect(res.statusCode).toBe(200);

    const received = peer.inbox.find((m) => m.to.includes("smtp@example.com"));
    expect(received).toBeDefined();
    expect(received!.from).toBe("hello@ideadeck.local");
    const decoded = decodeQuotedPrintable(received!.raw);
    expect(decoded).toMatch(/^Subject: Verify your e-mail for Ideadeck/m);
    expect(decoded).toContain("Content-Type: text/plain");
    expect(decoded).toContain("Content-Type: text/html");

    const stored = await t.latestMail("smtp@example.com");
    expect(stored?.status).toBe("sent");
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.providerMessageId).toBeTruthy();

    const link = new URL(linkIn(stored!.text));
    expect(decoded).toContain(link.searchParams.get("token")!.slice(0, 40));
    const verify = await client.get(link.pathname + link.search);
    expect(verify.statusCode).toBe(302);
    expect((await client.get("/api/v1/me")).statusCode).toBe(200);
  });

  it("keeps a mail queued for retry when the SMTP server is unreachable, and sign-up still succeeds", async () => {
    const offline = await createTestApp({ smtp: createSmtpSender("smtp://127.0.0.1:1") });
    const res = await offline.client().post("/api/auth/sign-up/email", { name: "Offline", email: "offline@example.com", password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const stored = await offline.latestMail("offline@example.com");
    expect(stored).toMatchObject({ status: "queued", attempts: 1 });
    expect(stored?.lastError).toBeTruthy();
    expect(stored?.nextAttemptAt).toBeInstanceOf(Date);
    await offline.close();
  });
});
