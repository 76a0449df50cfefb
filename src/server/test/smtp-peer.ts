import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process. `failFirst` answers a temporary 451 to the first delivery
 * attempt for those addresses, as a busy mail server would.
 */
export async function startSmtpPeer(options: { failFirst?: string[] } = {}) {
  const inbox: ReceivedMail[] = [];
  const failing = new Set(options.failFirst ?? []);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No DNS here: a reverse lookup per connection would only wait for a timeout.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (failing.delete(address.address)) {
        const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
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
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    /** How many mails each address received. */
    countsByAddress() {
      const counts = new Map<string, number>();
      for (const mail of inbox) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
