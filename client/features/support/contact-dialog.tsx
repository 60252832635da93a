import { supportEndpoints } from '../../../common/contracts/endpoints';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { describedBy, FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/label';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../hooks/use-toast';
import { loadContracts } from '../../lib/contract-schemas';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { trackEngagement } from '../analytics';
import { useAuth } from '../auth';
import {
  CONTACT_AUTO_CLOSE_MS,
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  validateContact,
} from './contact-form';

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Subject given by the trigger; the default support-request text otherwise. */
  subject?: string;
  /** Changes on every open, so each opening can refresh the prefilled fields. */
  openKey: number;
}

type Phase = 'form' | 'sending' | 'sent';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * SPEC.md 2.12 #8, 4, 5, 8: Full Name, Email Address, Subject, Message; checked on submit; "Sending..."
 * while sending; a confirmation that closes itself after 3 s and clears the form; on failure a
 * destructive toast and the form stays as typed.
 */
export function ContactDialog({ open, onOpenChange, subject, openKey }: ContactDialogProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [phase, setPhase] = useState<Phase>('form');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const latest = useRef({ user, t });
  latest.current = { user, t };

  // Each opening: the trigger's subject, the signed-in user's name and address, the rest of a draft kept.
  useEffect(() => {
    if (!open) return;
    // The rules the form checks on submit load while the reader types (ADR 012).
    void loadContracts().catch(() => undefined);
    const { user, t } = latest.current;
    setPhase('form');
    setErrors({});
    setValues((draft) => ({
      name: draft.name || (user ? `${user.firstName} ${user.lastName}`.trim() : ''),
      email: draft.email || user?.email || '',
      subject: subject ?? (draft.subject || t('contact.defaultSubject')),
      message: draft.message,
    }));
    // openKey: a new opening with the same subject still refreshes.
  }, [open, openKey, subject]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  // The rules load with the first submit (ADR 012); a second press meanwhile is the same submit.
  const checking = useRef(false);

  const set = (field: ContactField) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const showFailure = (error: unknown) =>
    toast({
      title: t('contact.toast.failedTitle'),
      description: errorMessage(error, t('contact.toast.failedDescription')),
      variant: 'destructive',
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending' || checking.current) return;
    checking.current = true;
    let found: ContactErrors;
    try {
      found = await validateContact(values);
    } catch (error) {
      // The rules could not be loaded (offline): nothing was sent, and the form keeps what was typed.
      showFailure(error);
      return;
    } finally {
      checking.current = false;
    }
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    setPhase('sending');
    try {
      await api(supportEndpoints.contact, values);
      setPhase('sent');
      trackEngagement('contact_message_sent');
      toast({ title: t('contact.toast.successTitle'), description: t('contact.toast.successDescription') });
      closeTimer.current = setTimeout(() => {
        setValues(EMPTY);
        setPhase('form');
        onOpenChange(false);
      }, CONTACT_AUTO_CLOSE_MS);
    } catch (error) {
      setPhase('form');
      showFailure(error);
    }
  };

  const onOpenChangeGuarded = (next: boolean) => {
    if (!next && phase === 'sent') {
      // Closed by hand before the 3 s: the message went out, so start clean next time.
      if (closeTimer.current) clearTimeout(closeTimer.current);
      setValues(EMPTY);
      setPhase('form');
    }
    onOpenChange(next);
  };

  const sending = phase === 'sending';

  return (
    <Dialog open={open} onOpenChange={onOpenChangeGuarded}>
      <DialogContent
        title={t('contact.title')}
        description={phase === 'sent' ? undefined : t('contact.description')}
        data-testid="contact-dialog"
      >
        {phase === 'sent' ? (
          <div
            role="status"
            data-testid="contact-sent"
            className="flex flex-col items-center gap-3 py-6 text-center"
          >
            <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
            <p className="text-lg font-bold text-slate-900">{t('contact.sent.title')}</p>
            <p className="text-sm text-slate-700">{t('contact.sent.text')}</p>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="grid gap-4"
            data-testid="contact-form"
          >
            <TextField
              id="contact-name"
              label={t('contact.fields.name')}
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              error={errors.name ? t(errors.name) : null}
              ref={(el) => {
                fieldRefs.current.name = el;
              }}
              disabled={sending}
            />
            <TextField
              id="contact-email"
              type="email"
              label={t('contact.fields.email')}
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              error={errors.email ? t(errors.email) : null}
              ref={(el) => {
                fieldRefs.current.email = el;
              }}
              disabled={sending}
            />
            <TextField
              id="contact-subject"
              label={t('contact.fields.subject')}
              value={values.subject}
              onChange={(e) => set('subject')(e.target.value)}
              error={errors.subject ? t(errors.subject) : null}
              ref={(el) => {
                fieldRefs.current.subject = el;
              }}
              disabled={sending}
            />
            <div>
              <Label htmlFor="contact-message" className="mb-1.5">
                {t('contact.fields.message')}
              </Label>
              <textarea
                id="contact-message"
                ref={(el) => {
                  fieldRefs.current.message = el;
                }}
                rows={5}
                value={values.message}
                onChange={(e) => set('message')(e.target.value)}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy(errors.message && 'contact-message-error')}
                placeholder={t('contact.messagePlaceholder')}
                disabled={sending}
                className={cn(
                  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
                  'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
                  'disabled:cursor-not-allowed disabled:bg-slate-100',
                  errors.message ? 'border-red-600' : 'border-slate-300',
                )}
              />
              <FieldError id="contact-message-error" message={errors.message ? t(errors.message) : null} />
            </div>
            <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChangeGuarded(false)} disabled={sending}>
                {t('contact.cancel')}
              </Button>
              <Button type="submit" disabled={sending}>
                {sending ? t('contact.sending') : t('contact.send')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
