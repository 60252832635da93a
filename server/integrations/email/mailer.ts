import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Delivery of one message; the outbox and retries sit above this. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  verify(): Promise<boolean>;
  close(): void;
}

export function createMailer(opts: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (!opts.smtpUrl) return new LogMailer(opts.log);
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async verify() {
      return transport.verify().then(
        () => true,
        () => false,
      );
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL nothing leaves the machine: the message stays in the outbox table (viewable by
 * admins) and its text, with any link or code, is printed to the log for the developer at the console.
 */
class LogMailer implements Mailer {
  readonly kind = 'log';
  constructor(private log: Logger) {}
  async send(mail: OutgoingMail) {
    this.log.info(
      { to: mail.to, subject: mail.subject },
      `email (SMTP_URL unset, not delivered):\n${mail.text}`,
    );
  }
  async verify() {
    return true;
  }
  close() {}
}
