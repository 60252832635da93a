import { authEndpoints } from '../../../../common/contracts/endpoints';
import { GraduationCap, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { AGREEMENT_VERSION, PENDING_VERIFICATION_KEY } from '../lib/auth-constants';
import { type AuthTab, parseAuthParams, withMode } from '../lib/auth-params';
import type { LoginFormValues, RegisterFormValues } from '../lib/auth-schemas';
import { pathAfterRegister, pathAfterSignIn } from '../lib/post-auth-path';
import { CheckEmailPanel } from './check-email-panel';
import { LoginForm } from './login-form';
import { ProcessingScreen } from './processing-screen';
import { RegisterForm } from './register-form';

function rememberPendingVerification(email: string): void {
  try {
    window.localStorage.setItem(PENDING_VERIFICATION_KEY, email);
  } catch {
    // Storage may be blocked; the verify screen reads the address from the server anyway.
  }
}

export function AuthPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user, isLoading, loginMutation, registerMutation } = useAuth();
  const params = parseAuthParams(search);
  // Set when this page starts a sign-in, so its own success is not mistaken for "already signed in".
  const [submitted, setSubmitted] = useState(false);
  const [registered, setRegistered] = useState<{ email: string; nextPath: string } | null>(null);
  const [nextPath, setNextPath] = useState<string | null>(null);

  // Navigate only once the new user is what React renders, so the next screen's guard sees it too.
  useEffect(() => {
    if (nextPath && user) navigate(nextPath);
  }, [nextPath, user, navigate]);

  if (isLoading) return <LoadingBlock label={t('common.loading')} className="min-h-[50vh]" />;
  if (registered) return <CheckEmailPanel email={registered.email} nextPath={registered.nextPath} />;
  if (user && !submitted) return <Redirect to="/" replace />;

  const pending = loginMutation.isPending || registerMutation.isPending;

  const onTabChange = (tab: string) =>
    navigate(`/auth${withMode(search, tab as AuthTab)}`, { replace: true });

  const onLogin = (values: LoginFormValues) => {
    setSubmitted(true);
    loginMutation.mutate(values, {
      onSuccess: (signedIn) => setNextPath(pathAfterSignIn(signedIn)),
      onError: () => setSubmitted(false),
    });
  };

  const onRegister = (values: RegisterFormValues) => {
    setSubmitted(true);
    registerMutation.mutate(
      {
        username: values.email,
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        userType: values.userType,
        language: currentLanguage(),
        agreementVersion: AGREEMENT_VERSION,
      },
      {
        onSuccess: (created) => {
          // SPEC.md 8: a failed verification email is only logged; the verify screen offers a resend.
          api(authEndpoints.sendVerification, { email: values.email }).catch((error: unknown) =>
            console.warn('Sending the verification email failed', error),
          );
          rememberPendingVerification(values.email);
          setRegistered({ email: values.email, nextPath: pathAfterRegister(created) });
        },
        onError: () => setSubmitted(false),
      },
    );
  };

  return (
    <>
      {pending ? <ProcessingScreen /> : null}
      {/* Hidden, not unmounted, while pending: a failed attempt keeps what the user typed. */}
      <div
        hidden={pending}
        className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2 lg:items-start lg:py-16"
      >
        <h1 className="sr-only">{t(params.tab === 'login' ? 'auth.loginTitle' : 'auth.registerTitle')}</h1>
        <AuthIntro />
        <Card className="p-5 sm:p-8">
          <Tabs value={params.tab} onValueChange={onTabChange}>
            <TabsList aria-label={t('auth.tabsLabel')}>
              <TabsTrigger value="login" data-testid="auth-tab-login">
                {t('auth.tabs.login')}
              </TabsTrigger>
              <TabsTrigger value="register" data-testid="auth-tab-register">
                {t('auth.tabs.register')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <h2 className="mb-1 text-xl font-bold text-slate-900">{t('auth.loginTitle')}</h2>
              <p className="mb-6 text-sm text-slate-700">{t('auth.loginSubtitle')}</p>
              <LoginForm onSubmit={onLogin} />
            </TabsContent>
            <TabsContent value="register">
              <h2 className="mb-1 text-xl font-bold text-slate-900">{t('auth.registerTitle')}</h2>
              <p className="mb-6 text-sm text-slate-700">{t('auth.registerSubtitle')}</p>
              <RegisterForm
                key={params.userType}
                defaultUserType={params.userType}
                prefill={params.prefill}
                onSubmit={onRegister}
              />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
    </>
  );
}

function AuthIntro() {
  const { t } = useTranslation();
  const points = [
    { icon: Users, key: 'auth.intro.groups' },
    { icon: ShieldCheck, key: 'auth.intro.verified' },
    { icon: GraduationCap, key: 'auth.intro.free' },
  ] as const;
  return (
    <section aria-labelledby="auth-intro-title" className="lg:pt-8">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{t('app.tagline')}</p>
      <h2 id="auth-intro-title" className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
        {t('auth.intro.title')}
      </h2>
      <ul className="mt-6 space-y-4">
        {points.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-start gap-3 text-slate-700">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="pt-1.5">{t(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
