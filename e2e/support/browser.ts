import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // The classroom's camera and microphone: Chromium's test pattern and tone, allowed without a prompt.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface ConsoleProblem {
  kind: 'console.error' | 'pageerror';
  text: string;
  /** For console messages, the source: for a failed resource load, the URL of the resource. */
  url: string;
  page: string;
}

/**
 * An error we know is produced on purpose, matched by its exact text and, when given, the exact
 * resource URL (origin-relative paths are resolved against the app's base URL).
 */
export interface ExpectedError {
  text: string;
  url?: string;
  /** Why this is expected; printed when the list is shown. */
  reason: string;
}

export const failedLoad = (status: number, statusText: string) =>
  `Failed to load resource: the server responded with a status of ${status} (${statusText})`;

/** Collects console errors and uncaught page errors of every page of a context. */
export class ErrorWatch {
  readonly problems: ConsoleProblem[] = [];
  private allowed: ExpectedError[] = [];
  private required: ExpectedError[] = [];

  constructor(private baseUrl: string) {}

  attach(context: BrowserContext): void {
    const watchPage = (page: Page) => {
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        this.problems.push({
          kind: 'console.error',
          text: msg.text(),
          url: msg.location().url,
          page: page.url(),
        });
      });
      page.on('pageerror', (error) => {
        this.problems.push({
          kind: 'pageerror',
          text: `${error.name}: ${error.message}`,
          url: '',
          page: page.url(),
        });
      });
    };
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
  }

  /** Tolerate this error if it happens. */
  allow(expected: ExpectedError): void {
    this.allowed.push(this.resolve(expected));
  }

  /** This error must happen (the test provokes it) and is then not a failure. */
  expect(expected: ExpectedError): void {
    const resolved = this.resolve(expected);
    this.required.push(resolved);
    this.allowed.push(resolved);
  }

  private resolve(e: ExpectedError): ExpectedError {
    return e.url ? { ...e, url: new URL(e.url, this.baseUrl).href } : e;
  }

  /** Whether an error like `expected` was seen. */
  saw(expected: ExpectedError): boolean {
    const resolved = this.resolve(expected);
    return this.problems.some((p) => this.matches(p, resolved));
  }

  private matches(p: ConsoleProblem, e: ExpectedError): boolean {
    if (p.text !== e.text) return false;
    if (e.url === undefined) return true;
    return p.url.split('?')[0] === e.url.split('?')[0];
  }

  unexpected(): ConsoleProblem[] {
    return this.problems.filter((p) => !this.allowed.some((e) => this.matches(p, e)));
  }

  /** Throws, listing them, when there are unexpected errors or a provoked error never happened. */
  assertClean(): void {
    const lines: string[] = [];
    for (const p of this.unexpected())
      lines.push(`  ${p.kind} on ${p.page}: ${p.text}${p.url ? ` [${p.url}]` : ''}`);
    for (const e of this.required) {
      if (!this.problems.some((p) => this.matches(p, e)))
        lines.push(`  expected but not seen: ${e.text} [${e.url ?? 'any'}] (${e.reason})`);
    }
    if (lines.length) throw new Error(`Browser console problems:\n${lines.join('\n')}`);
  }
}

export interface OpenContextOptions extends BrowserContextOptions {
  viewportName?: ViewportName;
  /** Saved UI language, put into localStorage before any page script runs. */
  language?: string;
}

export async function openContext(browser: Browser, baseUrl: string, opts: OpenContextOptions = {}) {
  const { viewportName = 'desktop', language, ...rest } = opts;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewportName],
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
    ...rest,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  if (language) {
    // Runs in every document, about:blank included (no storage there), before the page's own scripts.
    await context.addInitScript((lang) => {
      if (window.location.protocol === 'http:' || window.location.protocol === 'https:')
        window.localStorage.setItem('language', lang);
    }, language);
  }
  const errors = new ErrorWatch(baseUrl);
  errors.attach(context);
  return { context, errors };
}
