import type { Env } from '../../env.ts';
import { CatalogueProvider } from './catalogue-provider.ts';
import { DeepLProvider } from './deepl.ts';
import { LibreTranslateProvider } from './libretranslate.ts';
import type { TranslationProvider } from './provider.ts';

export type { TranslationProvider } from './provider.ts';

/** The configured machine translator first (DeepL or LibreTranslate), then our own catalogue. */
export function createTranslationProviders(env: Env): TranslationProvider[] {
  const providers: TranslationProvider[] = [];
  if (env.DEEPL_API_KEY) providers.push(new DeepLProvider(env.DEEPL_API_KEY, env.DEEPL_API_URL));
  else if (env.LIBRETRANSLATE_URL)
    providers.push(new LibreTranslateProvider(env.LIBRETRANSLATE_URL, env.LIBRETRANSLATE_API_KEY));
  providers.push(new CatalogueProvider());
  return providers;
}
