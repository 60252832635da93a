import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { canPay, PayNowLink } from './pay-now-link';

const SEAT = '9b6e8f56-7a43-4b1a-9d4e-0c7b0c1f2a12';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('Pay now (issue 12)', () => {
  it('is offered only for a seat that is held and not lapsed', () => {
    expect(canPay({ status: 'held', holdExpiresAt: inMinutes(5) })).toBe(true);
    expect(canPay({ status: 'held', holdExpiresAt: inMinutes(-1) })).toBe(false);
    expect(canPay({ status: 'held', holdExpiresAt: null })).toBe(false);
    expect(canPay({ status: 'confirmed', holdExpiresAt: inMinutes(5) })).toBe(false);
  });

  it('links a held seat to its checkout, and shows nothing for a lapsed one', () => {
    const { unmount } = renderAt(
      <PayNowLink seat={{ id: SEAT, status: 'held', holdExpiresAt: inMinutes(5) }} />,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/payment?seat=${SEAT}`);
    unmount();
    renderAt(<PayNowLink seat={{ id: SEAT, status: 'held', holdExpiresAt: inMinutes(-1) }} />);
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});
