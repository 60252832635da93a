import { messagingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../auth';
import { MESSAGING_KEY_PREFIX } from '../api/messaging.queries';

/**
 * The tutor card's Message (SPEC.md 2.9): a first message that starts a conversation the tutor
 * answers on their dashboard. Visitors are asked to sign in first; contact details are taken out.
 */
export function MessageTutor({ tutor, next }: { tutor: { id: string; name: string }; next: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const send = useMutation({
    mutationFn: () => api(messagingEndpoints.messageTutor, { body }, { params: { id: tutor.id } }),
    onSuccess: (conversation) => {
      setOpen(false);
      setBody('');
      toast({
        title: t('messaging.sent', { name: tutor.name }),
        description: conversation.redacted ? t('messaging.redacted') : t('messaging.sentText'),
      });
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(MESSAGING_KEY_PREFIX),
      });
    },
    onError: (e) => setError(errorMessage(e, t('messaging.errors.failed'))),
  });
  if (!user)
    return (
      <Link
        href={`/auth?mode=login&next=${encodeURIComponent(next)}`}
        className={buttonClasses('ghost', 'sm', 'w-full')}
        aria-label={t('messaging.signInNamed', { name: tutor.name })}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('messaging.message')}
      </Link>
    );
  // Only learners start conversations (tutors answer them).
  if (user.userType !== 'student') return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="sm"
        className="w-full"
        onClick={() => setOpen(true)}
        aria-label={t('messaging.messageNamed', { name: tutor.name })}
        data-testid="message-tutor"
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('messaging.message')}
      </Button>
      <DialogContent
        title={t('messaging.dialogTitle', { name: tutor.name })}
        description={t('messaging.dialogText')}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!body.trim()) return setError(t('messaging.validation.body'));
            setError(null);
            send.mutate();
          }}
        >
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {t('messaging.yourMessage')}
          </label>
          <Textarea
            id={id}
            rows={5}
            maxLength={2000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            className="mt-1"
            aria-invalid={error ? true : undefined}
            data-testid="message-body"
          />
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('messaging.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending} data-testid="message-send">
              {t('messaging.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
