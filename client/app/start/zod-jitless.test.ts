import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('sets jitless in the global config zod reads, without dropping other settings', async () => {
    const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    await import('./zod-jitless');
    expect(scope.__zod_globalConfig?.jitless).toBe(true);
    const { z } = await import('zod');
    // zod's own view of its configuration.
    expect(z.config().jitless).toBe(true);
  });
});
