import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/locales/en.json';
import {
  APP_ONLY_SECTIONS,
  coreOf,
  ENGLISH_CORE_MODULE,
  englishCoreCatalogue,
  SHARED_KEYS,
} from './english-core-catalogue';

/** What the plugin serves for the virtual module (the app's i18n instance extends its copy later). */
function served(): Record<string, unknown> {
  // Tests run from the repository's root (jsdom has no file: URL for this module).
  const plugin = englishCoreCatalogue(path.resolve('common/i18n/locales/en.json'));
  const resolve = plugin.resolveId as (id: string) => string;
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string;
  const code = load.call({ addWatchFile: () => {} }, resolve(ENGLISH_CORE_MODULE));
  return JSON.parse(JSON.parse(/^export default JSON\.parse\((.*)\);$/s.exec(code)![1]!) as string);
}

describe('the English core catalogue', () => {
  it('leaves out the app-only sections but keeps the keys every page uses', () => {
    const core = coreOf({
      landing: { title: 'Hi' },
      blog: { footerLink: 'Blog', editor: { title: 'Edit' } },
      dashboard: { title: 'Dash' },
    });
    expect(core).toEqual({ landing: { title: 'Hi' }, blog: { footerLink: 'Blog' } });
  });

  it('is what the plugin serves, and is much smaller than the whole catalogue', () => {
    const englishCore = served();
    expect(englishCore).toEqual(coreOf(en));
    for (const section of APP_ONLY_SECTIONS) expect(Object.keys(en)).toContain(section);
    for (const path of SHARED_KEYS) {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], englishCore);
      expect(value, path).toBeDefined();
    }
    expect(JSON.stringify(englishCore).length).toBeLessThan(JSON.stringify(en).length * 0.7);
  });
});
