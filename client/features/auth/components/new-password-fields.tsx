import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy } from '../../../components/ui/field-error';
import { TextField } from '../../../components/ui/text-field';
import { checkPasswordPair } from '../lib/password-rules';
import { PasswordChecklist } from './password-checklist';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

function Hint({ title, text }: { title: string; text: string }) {
  return (
    <>
      <strong className="font-semibold">{title}</strong> {text}
    </>
  );
}

/**
 * A new password typed twice, with one show/hide toggle, the live checklist and SPEC.md 5's inline
 * hints. Hints appear once there is something to judge, not on an empty form.
 */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { tooShort, mismatch } = checkPasswordPair(password, confirm);
  const type = visible ? 'text' : 'password';
  const checklistId = `${idPrefix}-requirements`;

  return (
    <div className="space-y-4">
      <TextField
        id={`${idPrefix}-password`}
        type={type}
        autoComplete="new-password"
        label={t('password.newPassword')}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        aria-describedby={describedBy(password && tooShort && `${idPrefix}-too-short`, checklistId)}
        invalid={Boolean(password && tooShort)}
        data-testid={`${idPrefix}-input`}
        trailing={
          <PasswordVisibilityToggle
            plural
            visible={visible}
            onToggle={() => setVisible((v) => !v)}
            testId="toggle-password-visibility"
          />
        }
      />
      {password && tooShort ? (
        <p
          id={`${idPrefix}-too-short`}
          role="alert"
          className="text-sm text-red-700"
          data-testid="password-too-short"
        >
          <Hint title={t('password.tooShortTitle')} text={t('validation.passwordTooShort')} />
        </p>
      ) : null}
      <TextField
        id={`${idPrefix}-confirm`}
        type={type}
        autoComplete="new-password"
        label={t('password.confirmPassword')}
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        aria-describedby={confirm && mismatch ? `${idPrefix}-mismatch` : undefined}
        invalid={Boolean(confirm && mismatch)}
        data-testid={`${idPrefix}-confirm`}
      />
      {confirm && mismatch ? (
        <p
          id={`${idPrefix}-mismatch`}
          role="alert"
          className="text-sm text-red-700"
          data-testid="password-mismatch"
        >
          <Hint title={t('password.mismatchTitle')} text={t('validation.passwordsDontMatch')} />
        </p>
      ) : null}
      <PasswordChecklist id={checklistId} password={password} />
    </div>
  );
}
