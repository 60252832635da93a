import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Which message this is (the outbox template), for the log; never its text. */
  kind?: string;
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
 * admins). The log says that a mail was kept, to whom and which kind, never its text: a reset link or
 * a code in a production log is a way into the account. (Outside production the outbox job prints
 * the text for the developer at the console.)
 */
class LogMailer implements Mailer {
  readonly kind = 'log';
  constructor(private log: Logger) {}
  async send(mail: OutgoingMail) {
    this.log.info(
      { to: mail.to, kind: mail.kind ?? 'email' },
      'email kept in the outbox, not delivered (SMTP_URL unset)',
    );
  }
  async verify() {
    return true;
  }
  close() {}
}
