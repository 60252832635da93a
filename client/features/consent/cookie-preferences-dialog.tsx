import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import {
  ALL_OFF,
  ALL_ON,
  type ConsentChoice,
  type ConsentSource,
  OPTIONAL_CATEGORIES,
} from './consent-context';
import { Switch } from '../../components/ui/switch';

interface CookiePreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored choice the switches start from each time the dialog opens. */
  initial: ConsentChoice;
  saving: boolean;
  onSave: (choice: ConsentChoice, source: ConsentSource) => void;
}

function Category({
  id,
  title,
  description,
  checked,
  onChange,
  locked,
  lockedLabel,
}: {
  id: string;
  title: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  locked?: boolean;
  lockedLabel?: string;
}) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {title}
          {locked ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <Lock aria-hidden="true" className="size-3" />
              {lockedLabel}
            </span>
          ) : null}
        </p>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-700">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={locked}
        onCheckedChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}

/** SPEC.md 2.12 #5, 3: one switch per category; essential is fixed on; prefilled from the stored choice. */
export function CookiePreferencesDialog({
  open,
  onOpenChange,
  initial,
  saving,
  onSave,
}: CookiePreferencesDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice>(initial);

  const initialRef = useRef(initial);
  initialRef.current = initial;

  // Each opening starts from what is stored, not from switches left half-changed last time.
  useEffect(() => {
    if (open) setChoice(initialRef.current);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('consent.dialog.title')}
        description={t('consent.dialog.description')}
        data-testid="cookie-preferences"
      >
        <ul className="grid gap-3">
          <Category
            id="cookie-essential"
            title={t('consent.categories.essential.title')}
            description={t('consent.categories.essential.description')}
            checked
            locked
            lockedLabel={t('consent.alwaysOn')}
          />
          {OPTIONAL_CATEGORIES.map((category) => (
            <Category
              key={category}
              id={`cookie-${category}`}
              title={t(`consent.categories.${category}.title`)}
              description={t(`consent.categories.${category}.description`)}
              checked={choice[category]}
              onChange={(checked) => setChoice((prev) => ({ ...prev, [category]: checked }))}
            />
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          <Link
            href="/legal-documents"
            onClick={() => onOpenChange(false)}
            className="font-medium text-indigo-700 underline underline-offset-2"
          >
            {t('consent.policyLink')}
          </Link>
        </p>
        <div className="sticky -bottom-6 -mx-6 mt-4 grid gap-2 border-t border-slate-200 bg-white px-6 pt-4 pb-6 sm:grid-cols-3">
          <Button
            variant="outline"
            className="px-2"
            disabled={saving}
            onClick={() => onSave({ ...ALL_OFF }, 'banner_reject_all')}
          >
            {t('consent.rejectAll')}
          </Button>
          <Button
            variant="outline"
            className="px-2"
            disabled={saving}
            onClick={() => onSave(choice, 'banner_customize')}
          >
            {t('consent.savePreferences')}
          </Button>
          <Button
            variant="outline"
            className="px-2"
            disabled={saving}
            onClick={() => onSave({ ...ALL_ON }, 'banner_accept_all')}
          >
            {t('consent.acceptAll')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
