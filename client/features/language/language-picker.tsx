import {
  DEFAULT_LANGUAGE,
  LANGUAGE_SWITCH_LOCK_MS,
  LANGUAGES,
  type Language,
} from '../../../common/constants';
import { authEndpoints } from '../../../common/contracts/endpoints';
import { isLanguage } from '../../../common/i18n/country-languages';
import { LANGUAGE_NAMES } from '../../../common/i18n/language-names';
import { Globe } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/ui/select';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { chooseLanguage } from '../../lib/i18n';
import { useAuth } from '../auth';

interface LanguagePickerProps {
  id: string;
  /** Header variant: label only for screen readers, narrow select. */
  compact?: boolean;
}

/**
 * SPEC.md 4/9: 23 languages; the choice is saved locally, applied to the document and, for a signed-in
 * user, stored on the account (emails use it). Locked for 300 ms after a change against rapid toggling.
 */
export function LanguagePicker({ id, compact = false }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // The language of the texts this component is rendered with (on the server, the page's own
  // instance), so the server's page and the browser's first render agree.
  const value: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const onChange = (next: string) => {
    if (!isLanguage(next) || locked) return;
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), LANGUAGE_SWITCH_LOCK_MS);
    void chooseLanguage(next);
    if (user && user.language !== next) {
      api(authEndpoints.updatePreferences, { language: next }).then(setUser, (error: unknown) => {
        // The local choice already applies; only the account copy (for emails) is behind.
        console.warn('Saving the language preference failed', error);
      });
    }
  };

  return (
    <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-2'}>
      <label htmlFor={id} className={cn(compact ? 'sr-only' : 'text-sm font-medium text-slate-800')}>
        {t('language.label')}
      </label>
      <div className="relative flex items-center">
        <Globe aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-slate-600" />
        <Select
          id={id}
          data-testid="language-picker"
          value={value}
          disabled={locked}
          aria-busy={locked || undefined}
          onChange={(event) => onChange(event.target.value)}
          withIcon
          size={compact ? 'sm' : 'md'}
          className={compact ? 'w-28 sm:w-36' : 'w-full sm:max-w-xs'}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
