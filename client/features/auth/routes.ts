import { defineRoutes } from '../../app/routing/route-entry';

export const authRoutes = defineRoutes([
  {
    // SPEC.md 2.1: /auth and anything under it. SPEC.md 2.3: a signed-in visitor goes to /.
    path: '/auth/*?',
    screen: () => import('./components/auth-page').then((m) => m.AuthPage),
    access: 'public',
    redirect: () => '/',
    allowWhilePasswordUnset: true,
    title: ({ t }) => t('layout.documentTitle', { title: t('auth.tabs.login') }),
    prefetch: true,
  },
  {
    path: '/verify-email',
    screen: () => import('./components/verify-email-page').then((m) => m.VerifyEmailPage),
    access: 'user',
    allowWhilePasswordUnset: true,
    title: ({ t }) => t('layout.documentTitle', { title: t('verify.title') }),
  },
  {
    path: '/set-password',
    screen: () => import('./components/set-password-page').then((m) => m.SetPasswordPage),
    access: 'user',
    allowWhilePasswordUnset: true,
    title: ({ t }) => t('layout.documentTitle', { title: t('setPassword.title') }),
  },
  {
    path: '/reset-password',
    screen: () => import('./components/reset-password-page').then((m) => m.ResetPasswordPage),
    access: 'public',
    allowWhilePasswordUnset: true,
    title: ({ t }) => t('layout.documentTitle', { title: t('resetPassword.title') }),
  },
]);
