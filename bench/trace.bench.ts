/**
 * `npm run bench:trace -- /faq`: one unthrottled Chrome trace of a page's first visit (phone viewport)
 * against the production server built as `bench:web` builds it. Prints the main-thread tasks longer
 * than 6 ms from the start of HTML parsing, with what each spent most time in, and the Total Blocking
 * Time they would make at Lighthouse's ×4 CPU slowdown (a rough estimate: Lighthouse also simulates
 * the network and counts only tasks between FCP and TTI). This is where the take-over figures in
 * docs/performance.md come from; BUILD=0 reuses the previous snapshot.
 */
import { chromium } from 'playwright-core';
import { snapshotAndBuild, startProductionApp, stopApp } from './web-support.ts';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pagePath = process.argv[2] ?? '/';
const MIN_TASK_MS = 6;

if (process.env.BUILD !== '0') await snapshotAndBuild();
const app = await startProductionApp();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await fetch(`${app.url}${pagePath}`); // warms the server's page cache, as real traffic keeps it warm
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await page.goto(`${app.url}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;

  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(app.url),
  );
  if (!parse) throw new Error('the trace has no HTML parse of the page');
  const onMain = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > MIN_TASK_MS * 1000 && onMain(e))
    .sort((a, b) => a.ts - b.ts);
  const label = (e: TraceEvent) => {
    const file = (e.args?.data?.url ?? '').split('/').pop();
    if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') return `evaluate ${file}`;
    if (e.name === 'FunctionCall') return `call ${file}:${e.args?.data?.functionName ?? ''}`;
    return e.name;
  };
  let tbt = 0;
  console.log(`${pagePath}: main-thread tasks over ${MIN_TASK_MS} ms (start, duration, largest parts)`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of events) {
      if (!onMain(e) || e === task || e.name === 'RunTask' || (e.dur ?? 0) < 1000) continue;
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      parts.set(label(e), Math.max(parts.get(label(e)) ?? 0, e.dur ?? 0));
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
      .join('; ');
    const ms = (task.dur ?? 0) / 1000;
    tbt += Math.max(0, ms * 4 - 50);
    console.log(
      `${((task.ts - parse.ts) / 1000).toFixed(0).padStart(6)} ms ${ms.toFixed(1).padStart(7)} ms  ${top}`,
    );
  }
  console.log(`sum over tasks of (4 × duration - 50 ms): ${Math.round(tbt)} ms (rough; see above)`);
} finally {
  await browser.close();
  await stopApp(app);
}
