import { analyticsEndpoints } from '../../../common/contracts/endpoints';
import type { EndpointInput } from '../../../common/contracts/define';
import { api } from '../../lib/api';

/** SPEC.md 7.2: every event carries the platform version tag. */
export const PLATFORM_VERSION = '2.0.1';
/** The contract accepts at most 20 events per request. */
export const MAX_BATCH = 20;
/** Events wait this long for company before they are sent together. */
export const FLUSH_DELAY_MS = 2000;

export type AnalyticsEvent = EndpointInput<typeof analyticsEndpoints.analyticsEvents>['events'][number];
export type EventProperties = Record<string, string | number | boolean | null | undefined>;
type Sender = (events: AnalyticsEvent[]) => Promise<unknown>;

const MAX_TEXT = 500;

function clean(properties: EventProperties): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined) continue;
    out[key.slice(0, 60)] = typeof value === 'string' ? value.slice(0, MAX_TEXT) : value;
  }
  return out;
}

/**
 * First-party analytics with consent as a hard gate: while analytics consent is not given every
 * event is dropped on the spot (never buffered for later), so nothing reaches the server before a
 * "yes". With consent, events are batched and posted to /api/analytics/events.
 */
export class AnalyticsClient {
  private enabled = false;
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: Sender,
    private readonly flushDelayMs = FLUSH_DELAY_MS,
  ) {}

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Consent changed: turning it off also forgets whatever is still waiting. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) {
      this.queue = [];
      this.clearTimer();
    }
  }

  /** Queues an event; returns whether it was accepted (false without consent). */
  track(name: string, properties: EventProperties = {}, path = currentPath()): boolean {
    if (!this.enabled) return false;
    this.queue.push({
      name,
      path: path.slice(0, MAX_TEXT),
      properties: clean({ ...properties, platform_version: PLATFORM_VERSION }),
    });
    if (this.queue.length >= MAX_BATCH) void this.flush();
    else if (!this.timer) this.timer = setTimeout(() => void this.flush(), this.flushDelayMs);
    return true;
  }

  /** Sends everything queued, in batches of at most MAX_BATCH; failures are only logged. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.queue.length > 0 && this.enabled) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await this.send(batch);
      } catch (error) {
        console.warn('Sending analytics events failed', error);
        return;
      }
    }
  }

  /** Test helper. */
  pending(): readonly AnalyticsEvent[] {
    return this.queue;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

export const analytics = new AnalyticsClient((events) => api(analyticsEndpoints.analyticsEvents, { events }));

/** Any named event, e.g. trackEvent('search', { query_length: 5 }). Dropped without consent. */
export function trackEvent(name: string, properties?: EventProperties): boolean {
  return analytics.track(name, properties);
}

export function trackPageView(path: string, properties: EventProperties = {}): boolean {
  return analytics.track('page_view', properties, path);
}

/** A step of a conversion funnel: 'signup_click', 'registration_complete', 'offer_claimed', ... */
export function trackConversion(step: string, properties: EventProperties = {}): boolean {
  return analytics.track('conversion_step', { ...properties, step });
}

/** Engagement with the page: scroll depth, overlays opened or dismissed, messages sent, ... */
export function trackEngagement(action: string, properties: EventProperties = {}): boolean {
  return analytics.track('engagement', { ...properties, action });
}

/** SPEC.md 8: uncaught errors and unhandled rejections are reported as non-fatal exceptions. */
export function trackException(description: string, fatal = false): boolean {
  return analytics.track('exception', { description, fatal });
}

export function errorDescription(kind: 'error' | 'rejection', value: unknown, message?: string): string {
  if (message) return message;
  if (value instanceof Error && value.message) return value.message;
  if (typeof value === 'string' && value) return value;
  if (
    value &&
    typeof value === 'object' &&
    'message' in value &&
    typeof value.message === 'string' &&
    value.message
  )
    return value.message;
  return kind === 'error' ? 'Unknown error' : 'Promise rejection';
}
