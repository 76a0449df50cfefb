import nodemailer, { type Transporter } from "nodemailer";

/** The only place that talks to an SMTP server. */
export interface SmtpMessage {
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

export function createSmtpSender(url: string): SmtpSender {
  const transport: Transporter = nodemailer.createTransport(url);
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
