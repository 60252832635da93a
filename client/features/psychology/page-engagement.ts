export interface Interaction {
  type: string;
  element?: string;
}

const MAX_INTERACTIONS = 50;

/** A short, stable description of a clicked element: tag, id or test id, and its accessible-ish text. */
export function describeElement(target: Element): string {
  const el =
    target.closest('button, a, input, select, textarea, label, [role="button"], [data-testid]') ?? target;
  const tag = el.tagName.toLowerCase();
  const id = el.id ? `#${el.id}` : '';
  const testId = el.getAttribute('data-testid');
  const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return [`${tag}${id}`, testId ? `[${testId}]` : '', text ? ` "${text}"` : ''].join('').slice(0, 200);
}

/**
 * What the exit-intent request reports about the current page view (SPEC.md 7.2): real seconds on the
 * page, the deepest scroll in percent, and the clicks made.
 */
export class PageEngagement {
  private startedAt: number;
  private maxScroll = 0;
  private interactions: Interaction[] = [];

  constructor(private readonly clock: () => number = Date.now) {
    this.startedAt = clock();
  }

  newPageView(): void {
    this.startedAt = this.clock();
    this.maxScroll = 0;
    this.interactions = [];
  }

  recordScroll(percent: number): void {
    this.maxScroll = Math.max(this.maxScroll, Math.min(100, Math.max(0, Math.round(percent))));
  }

  recordClick(element: string): void {
    this.interactions.push({ type: 'click', element });
    if (this.interactions.length > MAX_INTERACTIONS) this.interactions.shift();
  }

  snapshot() {
    return {
      timeOnPage: Math.max(0, Math.round((this.clock() - this.startedAt) / 1000)),
      scrollDepth: this.maxScroll,
      interactions: [...this.interactions],
    };
  }
}

export function currentScrollPercent(): number {
  const doc = document.documentElement;
  const scrollable = doc.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 100;
  return (window.scrollY / scrollable) * 100;
}
