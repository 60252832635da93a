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

  it('shows a message given by its i18n key in the reader language, and a sentence as it is', async () => {
    await i18n.changeLanguage('de');
    expect(translateMessage('validation.emailInvalid')).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
    // English wording is never a lookup key.
    expect(translateMessage('Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(translateMessage('Something else')).toBe('Something else');
  });
});
