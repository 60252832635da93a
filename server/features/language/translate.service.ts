import type { AppContext } from '../../context.ts';
import type { TranslationProvider } from '../../integrations/translation/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import * as cache from './translation-cache.repo.ts';

/**
 * Translates through the cache, then each provider in turn. A provider that fails is logged and the
 * next one tried; when none can, the original text comes back flagged `translated: false` (SPEC.md 8).
 */
export async function translate(
  ctx: AppContext,
  providers: TranslationProvider[],
  text: string,
  source: string,
  target: string,
) {
  if (source === target)
    return { translatedText: text, translated: true, provider: 'identity', cached: false };
  const hash = sha256(`${source}\n${text}`);
  const hit = await cache.findCached(ctx.db, hash, target);
  if (hit)
    return { translatedText: hit.translatedText, translated: true, provider: hit.provider, cached: true };
  for (const p of providers) {
    try {
      const out = await p.translate(text, source, target);
      if (out) {
        await cache.storeCached(ctx.db, {
          sourceHash: hash,
          targetLanguage: target,
          sourceText: text,
          translatedText: out,
          provider: p.name,
        });
        return { translatedText: out, translated: true, provider: p.name, cached: false };
      }
    } catch (err) {
      ctx.log.warn({ err, provider: p.name }, 'translation provider failed');
    }
  }
  return { translatedText: text, translated: false, provider: 'none', cached: false };
}
