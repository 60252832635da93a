import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { knownDefect } from './harness.ts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `      - ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

/** A reported violation tolerated (with a warning; E2E_STRICT=1 fails on it) until its fix lands. */
export interface KnownViolation {
  /** axe rule id */
  id: string;
  /** CSS selector axe reports for the element (its `target`) */
  target: string;
  /** the reported defect, for the warning */
  reason: string;
}

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices) on the page as it is and fails on any
 * serious or critical violation, printing each one with its elements and how to fix it.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  known: KnownViolation[] = [],
): Promise<AxeResults> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    // One run inside the page: the app has no iframes, and this skips the extra blank page per run.
    .setLegacyMode(true)
    .analyze();
  const blocking: Violation[] = [];
  for (const v of results.violations.filter((x) => BLOCKING.has(x.impact ?? ''))) {
    const nodes = v.nodes.filter((n) => {
      const hit = known.find((k) => k.id === v.id && n.target.join(' ') === k.target);
      if (hit) knownDefect(`axe ${v.id} on ${hit.target} in ${label}: ${hit.reason}`);
      return !hit;
    });
    if (nodes.length) blocking.push({ ...v, nodes });
  }
  if (blocking.length) {
    throw new Error(
      `axe found ${blocking.length} serious/critical violation(s) on ${label}:\n${formatViolations(blocking)}`,
    );
  }
  if (results.passes.length === 0) throw new Error(`axe checked nothing on ${label}; is the page empty?`);
  return results;
}
