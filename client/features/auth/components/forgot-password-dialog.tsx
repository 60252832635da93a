import { authEndpoints } from '../../../../common/contracts/endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { translateMessage } from '../../../lib/error-message';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../lib/auth-schemas';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC.md 8: the same success text whether or not the address exists, so accounts cannot be probed. */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: (email: string) => api(authEndpoints.forgotPassword, { email }),
    onSuccess: () => {
      toast({ title: t('forgotPassword.success') });
      form.reset({ email: '' });
      onOpenChange(false);
    },
    onError: () => {
      toast({ title: t('common.error'), description: t('forgotPassword.failure'), variant: 'destructive' });
    },
  });
  const error = form.formState.errors.email?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => mutation.mutate(values.email))}
          className="space-y-4"
          data-testid="forgot-password-form"
        >
          <TextField
            id="forgot-password-email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            error={error ? translateMessage(error) : null}
            data-testid="forgot-password-email"
            {...form.register('email')}
          />
          <Button
            type="submit"
            className="w-full"
            disabled={mutation.isPending}
            data-testid="forgot-password-submit"
          >
            {mutation.isPending ? <Spinner /> : null}
            {t('forgotPassword.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
