import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Seeded content (the skill catalogue's names and descriptions, the welcome offer) is stored in
 * English; the catalogues carry human translations of it under seedContent.*, found by the English
 * text. Text an operator writes later has no entry and is shown as written.
 */
const indexes = new WeakMap<object, Map<string, string>>();

function collect(node: unknown, prefix: string, into: Map<string, string>) {
  if (typeof node === 'string') {
    if (!into.has(node)) into.set(node, prefix);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) collect(value, `${prefix}.${key}`, into);
  }
}

function keyOf(i18n: I18n, text: string): string | undefined {
  const english = i18n.getResourceBundle('en', 'translation') as Record<string, unknown> | undefined;
  if (!english?.seedContent) return undefined;
  let index = indexes.get(english);
  if (!index) {
    index = new Map();
    collect(english.seedContent, 'seedContent', index);
    indexes.set(english, index);
  }
  return index.get(text);
}

/** `seedText(text)`: the reader's translation of a seeded English text, or the text itself. */
export function useSeedText(): (text: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = keyOf(i18n, text);
      return key ? t(key, { defaultValue: text }) : text;
    },
    [t, i18n],
  );
}
