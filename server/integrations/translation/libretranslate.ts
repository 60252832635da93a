import type { TranslationProvider } from './provider.ts';

const CODE: Record<string, string> = { 'zh-cn': 'zh', 'zh-tw': 'zt', no: 'nb' };

/** A self-hosted LibreTranslate (keeps texts inside our own infrastructure). */
export class LibreTranslateProvider implements TranslationProvider {
  readonly name = 'libretranslate';
  constructor(
    private baseUrl: string,
    private apiKey?: string,
  ) {}

  async translate(text: string, source: string, target: string) {
    const res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        q: text,
        source: CODE[source] ?? source,
        target: CODE[target] ?? target,
        format: 'text',
        api_key: this.apiKey,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 400) return null; // language pair not offered
    if (!res.ok) throw new Error(`LibreTranslate answered ${res.status}`);
    const body = (await res.json()) as { translatedText?: string };
    return body.translatedText ?? null;
  }
}
