import { describe, expect, it } from 'vitest';
import { languageForCountry, languageFromAcceptLanguage, supportedLanguageOf } from './language-map.ts';
import { homePathFor } from './constants.ts';

describe('language map', () => {
  it('maps the countries SPEC.md 9 names', () => {
    expect(
      ['DE', 'AT', 'CH', 'FR', 'BE', 'ES', 'MX', 'AR', 'CN', 'TW', 'HK', 'MO', 'IN', 'RU', 'UA', 'TR'].map(
        languageForCountry,
      ),
    ).toEqual([
      'de',
      'de',
      'de',
      'fr',
      'fr',
      'es',
      'es',
      'es',
      'zh-cn',
      'zh-tw',
      'zh-tw',
      'zh-tw',
      'hi',
      'en',
      'en',
      'en',
    ]);
    expect(languageForCountry('XX')).toBeNull();
  });
  it('reads language tags and Accept-Language by quality', () => {
    expect(supportedLanguageOf('nb-NO')).toBe('no');
    expect(supportedLanguageOf('zh-Hans')).toBe('zh-cn');
    expect(supportedLanguageOf('ja')).toBeNull();
    expect(languageFromAcceptLanguage('ja;q=1, el;q=0.5, it;q=0.7')).toBe('it');
    expect(languageFromAcceptLanguage('')).toBeNull();
  });
});

describe('home paths (SPEC.md 2.3)', () => {
  it('sends each role to its dashboard, and set-password first', () => {
    expect(homePathFor('student')).toBe('/learner-dashboard');
    expect(homePathFor('tutor')).toBe('/tutor-dashboard-enhanced');
    expect(homePathFor('guardian')).toBe('/parent-dashboard');
    expect(homePathFor('teen_mentor')).toBe('/teen-mentor');
    expect(homePathFor('super_marketing_agent')).toBe('/sma/dashboard');
    expect(homePathFor('sub_marketing_agent')).toBe('/sma/subma/dashboard');
    expect(homePathFor('admin')).toBe('/dashboard');
    expect(homePathFor('student', true)).toBe('/set-password');
  });
});
