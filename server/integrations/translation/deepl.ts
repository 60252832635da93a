import type { TranslationProvider } from './provider.ts';

// DeepL's codes for ours; languages it does not offer are absent and answer null.
const TARGET: Record<string, string> = {
  en: 'EN-GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pl: 'PL',
  sv: 'SV',
  da: 'DA',
  fi: 'FI',
  no: 'NB',
  pt: 'PT-PT',
  ro: 'RO',
  hu: 'HU',
  cs: 'CS',
  sk: 'SK',
  el: 'EL',
  bg: 'BG',
  'zh-cn': 'ZH-HANS',
  'zh-tw': 'ZH-HANT',
};

export class DeepLProvider implements TranslationProvider {
  readonly name = 'deepl';
  constructor(
    private apiKey: string,
    private baseUrl: string,
  ) {}

  async translate(text: string, source: string, target: string) {
    const targetLang = TARGET[target];
    if (!targetLang) return null;
    const res = await fetch(`${this.baseUrl}/v2/translate`, {
      method: 'POST',
      headers: { authorization: `DeepL-Auth-Key ${this.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        text: [text],
        source_lang: source.split('-')[0]!.toUpperCase(),
        target_lang: targetLang,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`DeepL answered ${res.status}`);
    const body = (await res.json()) as { translations?: { text: string }[] };
    return body.translations?.[0]?.text ?? null;
  }
}
