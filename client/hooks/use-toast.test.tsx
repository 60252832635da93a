import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { json, mockFetch, signedOut } from '../test/fetch-mock';
import { dismissToast, toast, useToast } from './use-toast';

function Count() {
  const { toasts } = useToast();
  return <output data-testid="count">{toasts.length}</output>;
}

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the old', async () => {
    mockFetch(signedOut);
    render(
      <AppProviders>
        <Count />
      </AppProviders>,
    );
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });

  it('labels the viewport with the F8 hotkey once there is a toast, and renders nothing before', async () => {
    mockFetch({ 'GET /api/user': () => json({}, { status: 401 }) });
    render(<AppProviders>{null}</AppProviders>);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Hello' });
    });
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('closes on dismiss', async () => {
    mockFetch(signedOut);
    render(<AppProviders>{null}</AppProviders>);
    let id = '';
    act(() => {
      id = toast({ title: 'Bye' }).id;
    });
    expect(await screen.findByText('Bye')).toBeInTheDocument();
    act(() => dismissToast(id));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });
});
