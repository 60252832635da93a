import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { translateMessage } from './error-message';

describe('i18n', () => {
  it('loads German lazily and translates', async () => {
    await i18n.changeLanguage('de');
    expect(i18n.t('auth.tabs.login')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('falls back to English for a key a language lacks, then to the key itself', async () => {
    await i18n.changeLanguage('pt');
    // Every shipped catalogue is complete, so the test adds a key that only English has.
    i18n.addResource('en', i18n.options.defaultNS as string, 'test.onlyInEnglish', 'Only in English');
    expect(i18n.t('language.name')).toBe('Português');
    expect(i18n.t('test.onlyInEnglish')).toBe('Only in English');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('keeps our lower-case region codes', async () => {
    await i18n.changeLanguage('zh-tw');
    expect(i18n.language).toBe('zh-tw');
    expect(i18n.t('language.name')).toBe('繁體中文');
  });

  it('substitutes {name}-style placeholders and the product name', () => {
    expect(i18n.t('auth.toast.registerWelcome', { name: 'Mia' })).toBe('Welcome to TRT Tutoring, Mia!');
  });

  it('translates known server validation messages', async () => {
    await i18n.changeLanguage('de');
    expect(translateMessage('Please enter a valid email address')).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    expect(translateMessage('Something else')).toBe('Something else');
  });
});
