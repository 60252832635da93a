import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ViewportName } from './browser.ts';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves a PNG as e2e/artifacts/<screen>-<lang>-<viewport>.png and returns its path: the full page, or
 * only the viewport (for modal dialogs, which a full-page capture shows beside a displaced header).
 */
export async function saveScreenshot(
  page: Page,
  screen: string,
  lang: string,
  viewport: ViewportName,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${screen}-${lang}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
  return file;
}
