import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../../db/schema/index.ts';
import { createTestApp, json, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@trt-tutoring.eu' });
});
afterAll(async () => t.dispose());

describe('contact support', () => {
  it('stores a ticket, emails the support inbox and confirms to the sender in their language', async () => {
    const client = new TestClient(t.app);
    const res = await client.request(
      'POST',
      '/api/contact/send-email',
      {
        name: 'Ida Roth',
        email: 'ida@example.eu',
        subject: 'Question about groups',
        message: 'Can my two children join one group?',
      },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe("Message Sent Successfully! We'll get back to you within 24 hours.");
    const [ticket] = await t.ctx.db.select().from(supportTickets);
    expect(ticket).toMatchObject({ email: 'ida@example.eu', status: 'open', language: 'de' });
    await t.ctx.jobs.drain();
    expect(t.mailer.lastTo('help@trt-tutoring.eu')!.text).toContain('Can my two children join one group?');
    expect(t.mailer.lastTo('ida@example.eu')!.text).toContain('innerhalb von 24 Stunden');
  });

  it("answers SPEC.md 5's messages", async () => {
    const res = await new TestClient(t.app).post('/api/contact/send-email', {
      name: 'I',
      email: 'x',
      subject: 'Hi',
      message: 'short',
    });
    expect(res.statusCode).toBe(400);
    const details = json<{ details: { field: string; message: string }[] }>(res).details;
    expect(details).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters', key: 'contact.validation.name' },
      { field: 'email', message: 'Please enter a valid email address', key: 'contact.validation.email' },
      {
        field: 'subject',
        message: 'Subject must be at least 5 characters',
        key: 'contact.validation.subject',
      },
      {
        field: 'message',
        message: 'Message must be at least 10 characters',
        key: 'contact.validation.message',
      },
    ]);
  });
});
