// Unthrottled trace of a page load: top-level tasks > 3 ms after navigation, with the biggest JS functions.
import { chromium } from 'playwright-core';
import { startProductionApp, stopApp, snapshotAndBuild } from '/work/main/bench/web-support.ts';
if (process.env.BUILD) await snapshotAndBuild();
const app = await startProductionApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const path = process.argv[2] ?? '/';
await fetch(`${app.url}${path}`);
const ctx2 = await browser.newContext({ viewport: { width: 412, height: 823 } });
const p2 = await ctx2.newPage();
await browser.startTracing(p2, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await p2.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
await p2.waitForTimeout(1500);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const nav = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(app.url)).ts;
const ph = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(app.url));
const rpid = ph?.pid; const rtid = ph?.tid;
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 3000 && e.pid === rpid && e.tid === rtid).sort((a, b) => a.ts - b.ts);
const mainTid = (() => { const c: Record<string, number> = {}; for (const t of tasks) c[t.tid] = (c[t.tid] ?? 0) + t.dur; return Number(Object.entries(c).sort((a, b) => b[1] - a[1])[0][0]); })();
let total = 0;
for (const t of tasks.filter((t) => t.tid === mainTid)) {
  const inside = events.filter((e) => e.tid === mainTid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 1000 && e.name !== 'RunTask');
  const kinds: Record<string, number> = {};
  for (const e of inside) { const k = e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' ? `${e.name}:${(e.args?.data?.url ?? '').split('/').pop()}` : e.name === 'FunctionCall' ? `FunctionCall:${(e.args?.data?.url ?? '').split('/').pop()}:${e.args?.data?.functionName ?? ''}` : e.name; kinds[k] = Math.max(kinds[k] ?? 0, e.dur); }
  const top = Object.entries(kinds).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`).join('; ');
  total += Math.max(0, t.dur / 1000 * 4 - 50);
  console.log(`${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ms  ${(t.dur / 1000).toFixed(1).padStart(6)} ms  ${top}`);
}
console.log('approx TBT at 4x (naive):', Math.round(total));
await browser.close();
await stopApp(app);
