import type { SeatView } from '../../../../common/contracts/booking';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

/** The checkout of one held seat (issue 12): /payment?seat=<id>. */
export const payHref = (seatId: string) => `/payment?seat=${encodeURIComponent(seatId)}`;

/** Whether the seat can still be paid for: held, with its hold not lapsed. */
export const canPay = (seat: Pick<SeatView, 'status' | 'holdExpiresAt'>, now = Date.now()) =>
  seat.status === 'held' && seat.holdExpiresAt !== null && Date.parse(seat.holdExpiresAt) > now;

/** "Pay now" for a seat that is held and not lapsed; nothing otherwise. */
export function PayNowLink({
  seat,
  label,
  size = 'md',
}: {
  seat: Pick<SeatView, 'id' | 'status' | 'holdExpiresAt'>;
  /** The accessible name when the link sits in a list of seats ("Pay for Guitar, Monday…"). */
  label?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  if (!canPay(seat)) return null;
  return (
    <Link
      href={payHref(seat.id)}
      className={buttonClasses('primary', size)}
      aria-label={label}
      data-testid="pay-now"
    >
      <CreditCard aria-hidden="true" className="size-4" />
      {t('booking.pay.now')}
    </Link>
  );
}
