import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { AGREEMENT_VERSION } from '../lib/auth-constants';

interface AgreementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
  onDecline: () => void;
}

const SECTIONS = ['terms', 'privacy', 'minors', 'conduct', 'payments'] as const;

/** The platform agreement, readable in full before the user accepts it. */
export function AgreementDialog({ open, onOpenChange, onAccept, onDecline }: AgreementDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('agreement.title')}
        description={t('agreement.intro', { version: AGREEMENT_VERSION })}
        data-testid="agreement-dialog"
      >
        {/* Focusable so keyboard users can scroll the text; named by the dialog title. */}
        <div
          role="region"
          aria-label={t('agreement.title')}
          tabIndex={0}
          className="max-h-[45vh] space-y-4 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`agreement-${section}`}>
              <h3 id={`agreement-${section}`} className="font-semibold text-slate-900">
                {t(`agreement.sections.${section}.title`)}
              </h3>
              <p className="mt-1">{t(`agreement.sections.${section}.text`)}</p>
            </section>
          ))}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDecline} data-testid="agreement-decline">
            {t('agreement.decline')}
          </Button>
          <Button onClick={onAccept} data-testid="agreement-accept">
            {t('agreement.accept')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
