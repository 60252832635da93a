import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { aUser, json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { useAuth } from '../auth';
import { LanguagePicker } from './language-picker';

function SignedInAs() {
  return <span>{useAuth().user?.firstName}</span>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LanguagePicker', () => {
  it('offers 23 languages under an accessible label', async () => {
    mockFetch(signedOut);
    renderAt(<LanguagePicker id="lp" />);
    const select = screen.getByLabelText('Language');
    expect(select.querySelectorAll('option')).toHaveLength(23);
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  });

  it('saves the choice and locks itself for 300 ms', async () => {
    mockFetch(signedOut);
    renderAt(<LanguagePicker id="lp" />);
    vi.useFakeTimers();
    const select = screen.getByTestId('language-picker');
    fireEvent.change(select, { target: { value: 'de' } });
    expect(select).toBeDisabled();
    expect(window.localStorage.getItem('language')).toBe('de');

    act(() => vi.advanceTimersByTime(299));
    expect(select).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(select).toBeEnabled();
    vi.useRealTimers();
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(screen.getByLabelText('Sprache')).toHaveValue('de');
  });

  it('stores the language on the account when signed in', async () => {
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser()),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'PATCH /api/user/preferences': () => json(aUser({ language: 'fr' })),
    });
    renderAt(
      <>
        <LanguagePicker id="lp" />
        <SignedInAs />
      </>,
    );
    // Change only once the session user is known to the picker's provider.
    await screen.findByText('Ada');
    fireEvent.change(screen.getByTestId('language-picker'), { target: { value: 'fr' } });
    await waitFor(() =>
      expect(calls('PATCH /api/user/preferences')[0]?.body).toEqual({ language: 'fr', _csrf: 't' }),
    );
  });
});
