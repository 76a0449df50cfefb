import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { createTestApp, linkIn, PASSWORD, type TestApp } from "../../test/test-app";
import { createSmtpSender } from "../../integrations/smtp";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process: the app's nodemailer client talks to it over TCP. */
let server: SMTPServer;
const inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ smtp: createSmtpSender(`smtp://127.0.0.1:${port}`) });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe("mail over SMTP", () => {
  it("delivers the verification mail with HTML and text, marks it sent, and its link verifies", async () => {
    const client = t.client();
    const res = await client.post("/api/auth/sign-up/email", { name: "Smtp User", email: "smtp@example.com", password: PASSWORD, callbackURL: "/verify-email" });
    expect(res.statusCode).toBe(200);

    const received = inbox.find((m) => m.to.includes("smtp@example.com"));
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
