import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface PasswordVisibilityToggleProps {
  visible: boolean;
  onToggle: () => void;
  /** Plural label when one toggle controls both password fields. */
  plural?: boolean;
  testId?: string;
}

export function PasswordVisibilityToggle({
  visible,
  onToggle,
  plural = false,
  testId,
}: PasswordVisibilityToggleProps) {
  const { t } = useTranslation();
  // A toggle keeps one name and reports its state through aria-pressed.
  const label = t(plural ? 'password.showPasswords' : 'password.show');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={visible}
      aria-label={label}
      title={label}
      data-testid={testId}
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {visible ? (
        <EyeOff aria-hidden="true" className="size-5" />
      ) : (
        <Eye aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
