import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { useAuth } from './use-auth';

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;

describe('useAuth', () => {
  it('throws outside the AuthProvider', () => {
    // React reports the thrown render error; here that is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('exposes the signed-in user', async () => {
    mockFetch({ 'GET /api/user': () => json(aUser()) });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.email).toBe('ada@example.com'));
  });

  it.each([
    ['a 401', () => json({ message: 'no', code: 'UNAUTHENTICATED' }, { status: 401 })],
    ['a server error', () => new Response('boom', { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('treats %s as signed out', async (_name, answer) => {
    mockFetch({ 'GET /api/user': answer });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });
});
