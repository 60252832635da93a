import { describe, expect, it, vi } from 'vitest';
import { hasSessionHint } from './use-auth';

describe('session hint cookie', () => {
  it('is read from document.cookie, with or without the __Host- prefix', () => {
    document.cookie = 'trt_auth=1; path=/';
    expect(hasSessionHint()).toBe(true);
    document.cookie = 'trt_auth=; path=/; max-age=0';
    expect(hasSessionHint()).toBe(false);
    const spy = vi.spyOn(document, 'cookie', 'get').mockReturnValue('a=b; __Host-trt_auth=1');
    expect(hasSessionHint()).toBe(true);
    spy.mockReturnValue('trt_auth=10');
    expect(hasSessionHint()).toBe(false);
    spy.mockRestore();
  });
});
