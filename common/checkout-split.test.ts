import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_CARD_CHARGE_CENTS, splitCheckout } from './checkout-split.ts';

const base = {
  listPriceCents: 1200,
  accessFeePaid: true,
  discountPercent: 0,
  pointsBalanceCents: 0,
  usePoints: false,
};

describe('splitCheckout', () => {
  it('charges the access fee once, at the first booking', () => {
    expect(splitCheckout({ ...base, accessFeePaid: false })).toMatchObject({
      accessFeeCents: 500,
      dueCents: 1700,
      cardCents: 1700,
    });
    expect(splitCheckout(base)).toMatchObject({ accessFeeCents: 0, dueCents: 1200, cardCents: 1200 });
  });

  it('takes a voucher off the list price only, rounding half a cent up', () => {
    expect(splitCheckout({ ...base, accessFeePaid: false, discountPercent: 10 })).toMatchObject({
      discountCents: 120,
      dueCents: 1580,
    });
    expect(splitCheckout({ ...base, listPriceCents: 1205, discountPercent: 10 }).discountCents).toBe(121);
  });

  it('pays with points only when asked, as far as they go', () => {
    expect(splitCheckout({ ...base, pointsBalanceCents: 700 })).toMatchObject({
      pointsCents: 0,
      cardCents: 1200,
    });
    expect(splitCheckout({ ...base, pointsBalanceCents: 700, usePoints: true })).toMatchObject({
      pointsCents: 700,
      cardCents: 500,
    });
    expect(splitCheckout({ ...base, pointsBalanceCents: 5000, usePoints: true })).toMatchObject({
      pointsCents: 1200,
      cardCents: 0,
    });
  });

  it('never leaves the card less than the providers’ minimum', () => {
    expect(splitCheckout({ ...base, pointsBalanceCents: 1180, usePoints: true })).toMatchObject({
      pointsCents: 1150,
      cardCents: 50,
    });
  });

  it('adds up for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        (listPriceCents, accessFeePaid, discountPercent, pointsBalanceCents, usePoints) => {
          const s = splitCheckout({
            listPriceCents,
            accessFeePaid,
            discountPercent,
            pointsBalanceCents,
            usePoints,
          });
          expect(s.dueCents).toBe(s.listPriceCents + s.accessFeeCents - s.discountCents);
          expect(s.pointsCents + s.cardCents).toBe(s.dueCents);
          expect(s.pointsCents).toBeLessThanOrEqual(usePoints ? pointsBalanceCents : 0);
          expect(s.cardCents === 0 || s.cardCents >= MIN_CARD_CHARGE_CENTS).toBe(true);
          expect(s.dueCents).toBeGreaterThan(0);
          expect(s.discountCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
