import { type RegisterUserType, USER_TYPES } from '../../../../common/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../hooks/use-toast';
import { translateMessage } from '../../../lib/error-message';
import { type RegisterFormInput, type RegisterFormValues, registerFormSchema } from '../lib/auth-schemas';
import { AgreementDialog } from './agreement-dialog';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

interface RegisterFormProps {
  defaultUserType: RegisterUserType;
  prefill?: { firstName: string; lastName: string; email: string };
  onSubmit: (values: RegisterFormValues) => void;
}

export function RegisterForm({ defaultUserType, prefill, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [agreementError, setAgreementError] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      password: '',
      confirmPassword: '',
      userType: defaultUserType,
    },
  });
  const { errors } = form.formState;
  const message = (text?: string) => (text ? translateMessage(text) : null);

  const setAgreement = (accepted: boolean) => {
    if (accepted && !agreed) toast({ title: t('agreement.acceptedToast') });
    setAgreed(accepted);
    if (accepted) setAgreementError(false);
  };

  const submit = form.handleSubmit((values) => {
    // The button is disabled without agreement, but Enter in a field must not bypass it either.
    if (!agreed) {
      setAgreementError(true);
      return;
    }
    onSubmit(values);
  });

  const passwordType = showPassword ? 'text' : 'password';
  const agreementHintId = 'register-agreement-hint';

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4" data-testid="register-form">
        <div>
          <Label htmlFor="register-user-type" className="mb-1.5">
            {t('auth.fields.userType')}
          </Label>
          <Select
            id="register-user-type"
            className="w-full"
            data-testid="register-user-type"
            {...form.register('userType')}
          >
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`userTypes.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="register-first-name"
            autoComplete="given-name"
            label={t('auth.fields.firstName')}
            error={message(errors.firstName?.message)}
            data-testid="register-first-name"
            {...form.register('firstName')}
          />
          <TextField
            id="register-last-name"
            autoComplete="family-name"
            label={t('auth.fields.lastName')}
            error={message(errors.lastName?.message)}
            data-testid="register-last-name"
            {...form.register('lastName')}
          />
        </div>
        <TextField
          id="register-email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          hint={t('auth.emailIsUsername')}
          error={message(errors.email?.message)}
          data-testid="register-email"
          {...form.register('email')}
        />
        <TextField
          id="register-password"
          type={passwordType}
          autoComplete="new-password"
          label={t('auth.fields.password')}
          hint={t('auth.passwordHint')}
          error={message(errors.password?.message)}
          data-testid="register-password"
          trailing={
            <PasswordVisibilityToggle
              plural
              visible={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
            />
          }
          {...form.register('password')}
        />
        <TextField
          id="register-confirm-password"
          type={passwordType}
          autoComplete="new-password"
          label={t('auth.fields.confirmPassword')}
          error={message(errors.confirmPassword?.message)}
          data-testid="register-confirm-password"
          {...form.register('confirmPassword')}
        />

        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div className="flex items-start gap-3">
            <Checkbox
              id="register-agreement"
              checked={agreed}
              onCheckedChange={(value) => setAgreement(value === true)}
              aria-describedby={describedBy(agreementHintId)}
              aria-invalid={agreementError || undefined}
              data-testid="agreement-checkbox"
              className="mt-0.5"
            />
            <div className="text-sm text-slate-800">
              <label htmlFor="register-agreement">{t('agreement.checkboxLabel')}</label>{' '}
              <button
                type="button"
                className="rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                onClick={() => setAgreementOpen(true)}
                data-testid="agreement-open"
              >
                {t('agreement.readLink')}
              </button>
            </div>
          </div>
          {agreementError ? (
            <FieldError id={agreementHintId} message={t('validation.agreementRequired')} />
          ) : agreed ? null : (
            <p id={agreementHintId} className="mt-2 text-sm text-slate-600">
              {t('validation.agreementRequired')}
            </p>
          )}
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={!agreed} data-testid="register-submit">
          <UserPlus aria-hidden="true" className="size-5" />
          {agreed ? t('auth.createAccount') : t('auth.acceptTermsToContinue')}
        </Button>
      </form>
      <AgreementDialog
        open={agreementOpen}
        onOpenChange={setAgreementOpen}
        onAccept={() => {
          setAgreement(true);
          setAgreementOpen(false);
        }}
        onDecline={() => {
          setAgreed(false);
          setAgreementOpen(false);
        }}
      />
    </>
  );
}
