import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToasterWhenNeeded } from '../components/ui/toaster-when-needed';
import { AuthProvider } from '../features/auth';
import { ConsentProvider } from '../features/consent';
import { ContactDialogProvider } from '../features/support';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Everything a screen needs around it; tests render screens inside the same providers. */
export function AppProviders({
  children,
  queryClient,
  i18n: texts = i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server renders each page with an instance of the page's language (client/entry-server.tsx). */
  i18n?: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ConsentProvider>
            <ContactDialogProvider>
              {children}
              <ToasterWhenNeeded />
            </ContactDialogProvider>
          </ConsentProvider>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
