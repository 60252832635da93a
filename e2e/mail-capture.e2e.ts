import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEncodedWords, decodeQuotedPrintable } from './support/mime.ts';
import { SmtpCapture, verificationCodeOf } from './support/smtp-capture.ts';

/**
 * The SMTP capture the other specs read codes and links from: checked against nodemailer itself
 * (the server's mailer), in every encoding it may choose, with the characters our emails contain.
 */
let smtp: SmtpCapture;
let transport: nodemailer.Transporter;

beforeAll(async () => {
  smtp = new SmtpCapture();
  await smtp.start();
  transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
});

afterAll(async () => {
  transport?.close();
  await smtp?.stop();
});

const GERMAN_SUBJECT = 'Dein Bestätigungscode für TRT Tutoring: 048213 – Größe, Übung, Äpfel, Öl, ß und 🎓';
const GERMAN_BODY =
  'Hallo Jürgen Größe,\n\n' +
  'dein Bestätigungscode lautet 048213. Er ist 5 Minuten lang gültig. ' +
  'Diese Zeile ist absichtlich sehr lang, damit quoted-printable sie mit weichen Zeilenumbrüchen teilen muss: äöüÄÖÜß€.\n' +
  'Gleichheitszeichen = bleibt, Leerzeichen am Zeilenende bleiben hier:   \n' +
  'Link: http://127.0.0.1:5000/reset-password?token=AbC_dEf-123\n';

describe('SMTP capture and decoding', () => {
  it.each(['quoted-printable', 'base64'] as const)(
    'decodes a %s body and an encoded-word subject exactly',
    async (textEncoding) => {
      const to = `${textEncoding}@example.org`;
      await transport.sendMail({
        from: 'TRT Tutoring <no-reply@trt-tutoring.eu>',
        to,
        subject: GERMAN_SUBJECT,
        text: GERMAN_BODY,
        textEncoding,
      });
      const mail = await smtp.waitForMail(to, () => true, 5000);
      expect(mail.subject).toBe(GERMAN_SUBJECT);
      expect(mail.text).toBe(GERMAN_BODY.replace(/\n$/, ''));
      expect(mail.to).toEqual([to]);
      expect(mail.headerTo).toEqual([to]);
      expect(mail.from).toContain('no-reply@trt-tutoring.eu');
      expect(verificationCodeOf(mail)).toBe('048213');
    },
  );

  it('takes the text/plain part of a multipart message', async () => {
    const to = 'multipart@example.org';
    await transport.sendMail({
      from: 'a@example.org',
      to: `Jörg <${to}>`,
      subject: 'Plain ASCII subject',
      text: 'Grüße aus dem Text-Teil',
      html: '<p>Grüße aus HTML</p>',
    });
    const mail = await smtp.waitForMail(to, () => true, 5000);
    expect(mail.subject).toBe('Plain ASCII subject');
    expect(mail.text).toBe('Grüße aus dem Text-Teil');
  });

  it('waits for a later message and reports what it saw when none matches', async () => {
    const to = 'later@example.org';
    const waiting = smtp.waitForMail(to, (m) => m.subject === 'second', 5000);
    await transport.sendMail({ from: 'a@example.org', to, subject: 'first', text: 'x' });
    await transport.sendMail({ from: 'a@example.org', to, subject: 'second', text: 'y' });
    expect((await waiting).text).toBe('y');
    await expect(smtp.waitForMail(to, (m) => m.subject === 'third', 300)).rejects.toThrow(
      /No matching email to later@example.org within 300 ms[\s\S]*first[\s\S]*second/,
    );
    expect(smtp.decodeErrors).toEqual([]);
  });

  it('decodes RFC 2047 and quoted-printable edge cases', () => {
    // Whitespace between adjacent encoded words disappears; a character split across words survives.
    expect(decodeEncodedWords('=?UTF-8?Q?Gr=C3?= =?UTF-8?Q?=B6=C3=9Fe_und?= mehr')).toBe('Größe und mehr');
    expect(decodeEncodedWords('=?utf-8?B?w6TDtsO8?=')).toBe('äöü');
    expect(decodeEncodedWords('=?ISO-8859-1?Q?=DCbung?= plain')).toBe('Übung plain');
    expect(decodeEncodedWords('no encoding here')).toBe('no encoding here');
    expect(decodeQuotedPrintable('a=3Db=\r\nc  \r\nd=C3=A4').toString('utf8')).toBe('a=bc\r\ndä');
  });
});
