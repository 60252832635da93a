import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime.ts';

export interface CapturedMail {
  /** Envelope recipients (RCPT TO), lower-cased: where the message really went. */
  to: string[];
  /** Recipients named in the To header, lower-cased. */
  headerTo: string[];
  from: string;
  subject: string;
  text: string;
  receivedAt: number;
}

export type MailPredicate = (mail: CapturedMail) => boolean;

/** An SMTP server on 127.0.0.1 that keeps every message it receives, decoded. */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer;
  private waiters = new Set<() => void>();
  private errors: Error[] = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      hideSTARTTLS: true,
      disableReverseLookup: true,
      logger: false,
      size: 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          try {
            const parsed = parseMail(Buffer.concat(chunks));
            this.mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              headerTo: parsed.to,
              from: parsed.from,
              subject: parsed.subject,
              text: parsed.text,
              receivedAt: Date.now(),
            });
            for (const wake of this.waiters) wake();
            callback();
          } catch (error) {
            // A message we cannot decode is a defect in the sender or in us: make it visible.
            const err = error instanceof Error ? error : new Error(String(error));
            this.errors.push(err);
            callback(err);
          }
        });
      },
    });
    this.server.on('error', (error) => this.errors.push(error));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    // smtp-server keeps its net.Server in `.server`.
    const address = (this.server as unknown as { server: { address(): AddressInfo } }).server.address();
    this.port = address.port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages that could not be decoded; tests assert this stays empty. */
  get decodeErrors(): readonly Error[] {
    return this.errors;
  }

  /** The first message to `to` (already received or arriving within the timeout) that satisfies the predicate. */
  waitForMail(to: string, predicate: MailPredicate = () => true, timeoutMs = 10_000): Promise<CapturedMail> {
    const address = to.toLowerCase();
    const find = () => this.mails.find((m) => m.to.includes(address) && predicate(m));
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const mail = find();
        if (!mail) return;
        cleanup();
        resolve(mail);
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen = this.mails.map((m) => `  to ${m.to.join(',')}: ${m.subject}`).join('\n') || '  (none)';
        reject(new Error(`No matching email to ${to} within ${timeoutMs} ms. Received so far:\n${seen}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      this.waiters.add(wake);
    });
  }

  mailsTo(to: string): CapturedMail[] {
    const address = to.toLowerCase();
    return this.mails.filter((m) => m.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The 6-digit code of a verification email (subject and body both carry it; they must agree). */
export function verificationCodeOf(mail: CapturedMail): string {
  const inBody = mail.text.match(/\b(\d{6})\b/)?.[1];
  const inSubject = mail.subject.match(/\b(\d{6})\b/)?.[1];
  if (!inBody) throw new Error(`No 6-digit code in the email body:\n${mail.text}`);
  if (inSubject !== inBody) throw new Error(`Subject code ${inSubject} differs from body code ${inBody}`);
  return inBody;
}

/** The reset link of a password-reset email. */
export function resetLinkOf(mail: CapturedMail): URL {
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`No reset link in the email body:\n${mail.text}`);
  return new URL(link);
}
