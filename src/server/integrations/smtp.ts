import nodemailer, { type Transporter } from "nodemailer";

/** The only place that talks to an SMTP server. */
export interface SmtpMessage {
  /** Fixed per outbox row, so a retry after an unconfirmed send carries the same Message-ID. */
  messageId?: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface SmtpSender {
  send(message: SmtpMessage): Promise<{ messageId: string }>;
  verify(): Promise<void>;
  close(): void;
}

export function createSmtpSender(url: string, onConnectionError: (error: Error) => void = () => undefined): SmtpSender {
  // A small pool of kept-open connections: bulk sends skip the handshake for every message.
  const transport: Transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 4 });
  // An idle pooled connection the server drops is reported here; the next send opens a new one.
  transport.on("error", onConnectionError);
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      return { messageId: String(info.messageId) };
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
