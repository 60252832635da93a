import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { translateMessage } from '../../../lib/error-message';
import { type LoginFormValues, loginFormSchema } from '../lib/auth-schemas';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

export function LoginForm({ onSubmit }: { onSubmit: (values: LoginFormValues) => void }) {
  const { t } = useTranslation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const message = (text?: string) => (text ? translateMessage(text) : null);

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" data-testid="login-form">
        <TextField
          id="login-username"
          type="email"
          inputMode="email"
          autoComplete="username"
          label={t('auth.fields.email')}
          error={message(errors.username?.message)}
          data-testid="login-username"
          {...form.register('username')}
        />
        <TextField
          id="login-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          label={t('auth.fields.password')}
          error={message(errors.password?.message)}
          data-testid="login-password"
          labelAside={
            <button
              type="button"
              className="rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              onClick={() => setForgotOpen(true)}
              data-testid="forgot-password-open"
            >
              {t('auth.forgotPassword')}
            </button>
          }
          trailing={
            <PasswordVisibilityToggle visible={showPassword} onToggle={() => setShowPassword((v) => !v)} />
          }
          {...form.register('password')}
        />
        <Button type="submit" size="lg" className="w-full" data-testid="login-submit">
          <LogIn aria-hidden="true" className="size-5" />
          {t('auth.signIn')}
        </Button>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}
