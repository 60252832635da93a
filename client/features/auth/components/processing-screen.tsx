import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/spinner';

/** SPEC.md 2.3: while a sign-in or registration is under way, this replaces the page. */
export function ProcessingScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="auth-processing" className="mx-auto max-w-md px-4">
      <LoadingBlock label={t('auth.processing')} className="min-h-[50vh]" />
    </div>
  );
}
