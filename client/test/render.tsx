import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders inside the real providers at a given browser path (wouter reads window.location). */
export function renderAt(ui: ReactElement, path = '/') {
  window.history.replaceState(null, '', path);
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}
