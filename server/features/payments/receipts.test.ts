import { sandboxCard } from './payments.fixtures.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import type { PaymentView } from '../../../common/contracts/payments.ts';
import { receipts, users } from '../../db/schema/index.ts';
import { LEGAL_DETAILS } from '../../lib/legal-details.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { canWrite } from './receipt-pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.dispose();
});

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function topUp(client: TestClient, amountCents: number, number = SUCCESS) {
  const res = await client.request(
    'POST',
    '/api/payments/wallet/top-ups',
    { amountCents, currency: 'EUR', paymentMethodId: await sandboxCard(client, number) },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(201);
  return json<PaymentView>(res);
}

async function learner(language = 'en') {
  const { client, user } = await registerUser(t, {
    userType: 'student',
    firstName: 'Mia',
    lastName: 'Keller',
  });
  await t.ctx.db
    .update(users)
    .set({ language })
    .where(eq(users.id, user.id as string));
  return { client, email: user.email as string };
}

const receiptOf = (client: TestClient, paymentId: string) => client.get(`/api/payments/${paymentId}/receipt`);

function numberIn(text: string) {
  const m = /TRT-(\d{4})-(\d{6})/.exec(text);
  expect(m, text).not.toBeNull();
  return { year: Number(m![1]), number: Number(m![2]), text: m![0] };
}

/** Intl puts narrow no-break spaces in some formats; the PDF has the same characters. */
const money = (lang: string, cents: number) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('receipts', () => {
  it('a succeeded top-up: a PDF with the legal details, the amount, a number; the same number again', async () => {
    const { client, email } = await learner();
    const payment = await topUp(client, 2500);
    expect(payment.status).toBe('succeeded');
    const res = await receiptOf(client, payment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-TRT-\d{4}-\d{6}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain(LEGAL_DETAILS.en.company);
    expect(text).toContain(LEGAL_DETAILS.en.vat);
    expect(text).toContain(money('en', 2500));
    expect(text).toContain('Mia Keller');
    expect(text).toContain(email);
    expect(text).toContain('Wallet top-up');
    expect(text).toContain('Visa ending in 4242');
    expect(text).toContain('Paid');
    expect(text).toContain('All prices include statutory VAT.');
    const first = numberIn(text);
    expect(res.headers['content-disposition']).toContain(first.text);

    const again = await receiptOf(client, payment.id);
    expect(again.statusCode).toBe(200);
    expect(numberIn(pdfText(again.rawPayload)).text).toBe(first.text);
    const rows = await t.ctx.db.select().from(receipts).where(eq(receipts.paymentId, payment.id));
    expect(rows).toHaveLength(1);
  });

  it('two receipts made at the same time get consecutive, distinct numbers', async () => {
    const { client } = await learner();
    const a = await topUp(client, 1000);
    const b = await topUp(client, 1100);
    const [ra, rb] = await Promise.all([receiptOf(client, a.id), receiptOf(client, b.id)]);
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
    const numbers = [numberIn(pdfText(ra.rawPayload)), numberIn(pdfText(rb.rawPayload))]
      .map((n) => n.number)
      .sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it('many first downloads at once: numbers without gaps or repeats', async () => {
    const { client } = await learner();
    const paid: PaymentView[] = [];
    for (let i = 0; i < 4; i++) paid.push(await topUp(client, 600 + i));
    // Each receipt asked for twice at once: one number per payment.
    const answers = await Promise.all([...paid, ...paid].map((p) => receiptOf(client, p.id)));
    const byPayment = new Map<string, Set<number>>();
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      const id = [...paid, ...paid][i]!.id;
      const set = byPayment.get(id) ?? new Set();
      set.add(numberIn(pdfText(res.rawPayload)).number);
      byPayment.set(id, set);
    });
    const numbers = [...byPayment.values()].map((s) => {
      expect(s.size).toBe(1);
      return [...s][0]!;
    });
    numbers.sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('another user’s payment, a failed payment and a bad id answer 404', async () => {
    const owner = await learner();
    const payment = await topUp(owner.client, 1500);
    const other = await learner();
    expect((await receiptOf(other.client, payment.id)).statusCode).toBe(404);
    const failed = await topUp(owner.client, 1500, DECLINED);
    expect(failed.status).toBe('failed');
    expect((await receiptOf(owner.client, failed.id)).statusCode).toBe(404);
    expect((await receiptOf(owner.client, 'not-a-uuid')).statusCode).toBe(404);
    expect((await receiptOf(owner.client, randomUUID())).statusCode).toBe(404);
    // No number was used up by the refusals.
    const rows = await t.ctx.db.select().from(receipts).where(eq(receipts.paymentId, failed.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a session', async () => {
    const owner = await learner();
    const payment = await topUp(owner.client, 1500);
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}/receipt` });
    expect(res.statusCode).toBe(401);
  });

  it('a paid seat in German: German texts, the session, the tutor’s short name and the format', async () => {
    const tutor = await fixtures.tutorWithSkill(t);
    const { client } = await learner('de');
    const held = await fixtures.hold(client, tutor, fixtures.dayAhead(t, 3, 11).at);
    expect(held.statusCode, held.body).toBe(201);
    const seat = json<SeatView>(held);
    const res = await client.request(
      'POST',
      `/api/payments/seats/${seat.id}/checkout`,
      { paymentMethodId: await sandboxCard(client, SUCCESS) },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { payment } = json<{ payment: PaymentView }>(res);
    // Authorised, not yet captured: no receipt until the money is taken.
    expect((await receiptOf(client, payment.id)).statusCode).toBe(404);
    await t.ctx.jobs.drain();
    const receipt = await receiptOf(client, payment.id);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain('Quittung');
    expect(text).toContain(LEGAL_DETAILS.de.company);
    expect(text).toContain(money('de', 1200));
    // The first paid booking carries the one-time access fee: price, fee and the amount charged.
    expect(text).toContain(money('de', 500));
    expect(text).toContain(money('de', 1700));
    expect(text).toContain('Lukas M.');
    expect(text).toContain(`Skill ${tutor.skillId}`);
    expect(text).toContain('3:1');
    expect(text).toContain('Alle Preise enthalten die gesetzliche Umsatzsteuer.');
    // A long session line wraps (on a Monday in German, inside the zone's name).
    expect(text.replace(/\n/g, '')).toContain('Europe/Berlin');
    numberIn(text);
  });

  it('Greek and Bulgarian in an embedded font; Hindi in Devanagari; Chinese only where a CJK font is installed', async () => {
    for (const [lang, title] of [
      ['el', 'Απόδειξη'],
      ['bg', 'Разписка'],
    ] as const) {
      const { client } = await learner(lang);
      const res = await receiptOf(client, (await topUp(client, 700)).id);
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text).toContain(title);
      expect(text).toContain(money(lang, 700));
    }
    const hindi = await learner('hi');
    const hiText = pdfText((await receiptOf(hindi.client, (await topUp(hindi.client, 700)).id)).rawPayload);
    numberIn(hiText);
    expect(hiText).toMatch(canWrite('hi') ? /[\u0900-\u097f]/ : /Receipt/);
    // The Latin parts of a Hindi text (the platform's name) come from the Latin font.
    expect(hiText).toContain('TRT Tutoring');
    const chinese = await learner('zh-cn');
    const zhText = pdfText(
      (await receiptOf(chinese.client, (await topUp(chinese.client, 700)).id)).rawPayload,
    );
    expect(zhText).toContain(canWrite('zh-cn') ? '收据' : 'Receipt');
  });
});
