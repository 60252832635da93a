/**
 * zod probes for a JIT with `new Function` when its first object schema is built; the
 * Content-Security-Policy forbids eval, so the browser logs a violation (Lighthouse: best practices).
 * zod reads its settings from `globalThis.__zod_globalConfig` when it loads, so setting `jitless`
 * there from the entry script, before the app's chunks (zod and the contracts) are evaluated, turns
 * the probe off without loading zod early.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object zod adopts when it loads later (or already uses, when it loaded first).
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
