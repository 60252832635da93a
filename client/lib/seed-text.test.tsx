import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { useSeedText } from './seed-text';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useSeedText', () => {
  it('gives seeded English text in the reader language and leaves other text as written', async () => {
    await i18n.changeLanguage('de');
    const { result } = renderHook(() => useSeedText());
    expect(result.current('Guitar')).toBe(i18n.t('seedContent.skills.guitar.name'));
    expect(result.current('Guitar')).not.toBe('Guitar');
    expect(result.current('For new learners who sign up through this offer')).toBe(
      i18n.t('seedContent.campaigns.welcome.exclusivity'),
    );
    expect(result.current('A skill an operator added later')).toBe('A skill an operator added later');
  });

  it('leaves English as it is', () => {
    const { result } = renderHook(() => useSeedText());
    expect(result.current('Guitar')).toBe('Guitar');
  });
});
