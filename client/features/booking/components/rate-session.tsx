import type { SeatView } from '../../../../common/contracts/booking';
import { bookingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { BOOKING_KEY_PREFIX } from '../api/booking.queries';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars shown for a given rating, read out as "4 of 5 stars". */
export function StarsShown({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={t('booking.rate.shown', { rating })}
    >
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'}
        />
      ))}
    </span>
  );
}

/**
 * A learner's rating of a session they attended: five stars as a radio group (arrow keys move, as in
 * any radio group) and an optional comment. Sent once; the tutor's rating is the mean of these.
 */
export function RateSession({ seat }: { seat: SeatView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => api(bookingEndpoints.rateSession, { rating, comment }, { params: { id: seat.id } }),
    onSuccess: () => {
      toast({ title: t('booking.rate.thanks') });
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(BOOKING_KEY_PREFIX),
      });
    },
    onError: (e) => setError(errorMessage(e, t('booking.errors.failed'))),
  });

  if (seat.review)
    return (
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="my-rating">
        {t('booking.rate.yours')} <StarsShown rating={seat.review.rating} />
        {seat.review.comment ? <span className="italic">“{seat.review.comment}”</span> : null}
      </p>
    );
  if (!seat.canReview) return null;
  if (!open)
    return (
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        onClick={() => setOpen(true)}
        data-testid="rate-open"
      >
        <Star aria-hidden="true" className="size-4" />
        {t('booking.rate.open')}
      </Button>
    );
  return (
    <form
      className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="rate-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating < 1) return setError(t('booking.validation.rating'));
        setError(null);
        send.mutate();
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">
          {t('booking.rate.question', { tutor: seat.session.tutor.name })}
        </legend>
        <div className="mt-2 flex gap-1">
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                data-testid={`rate-star-${n}`}
              />
              <Star
                aria-hidden="true"
                className={n <= rating ? 'size-7 fill-amber-400 text-amber-500' : 'size-7 text-slate-400'}
              />
              <span className="sr-only">{t('booking.rate.star', { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${name}-comment`} className="text-sm font-medium text-slate-900">
          {t('booking.rate.comment')}
        </label>
        <Textarea
          id={`${name}-comment`}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className="mt-1"
          data-testid="rate-comment"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending} data-testid="rate-send">
          {t('booking.rate.send')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('booking.rate.later')}
        </Button>
      </div>
    </form>
  );
}
