export type TimeLabel =
  | { key: 'justNow' }
  | { key: 'minutesAgo'; count: number }
  | { key: 'hoursAgo'; count: number };

/** SPEC.md 9: 'just now' under a minute, 'Nm ago' under an hour, else 'Nh ago'. */
export function timeLabel(timestamp: string, now: number): TimeLabel {
  const elapsed = Math.max(0, now - new Date(timestamp).getTime());
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  return { key: 'hoursAgo', count: Math.floor(minutes / 60) };
}

/** Credibility 0..1 shown as a rounded percent. */
export function credibilityPercent(credibility: number): number {
  return Math.round(Math.min(1, Math.max(0, credibility)) * 100);
}

export type EventIcon = 'registration' | 'session_booking' | 'skill_match' | 'neutral';

export function iconFor(type: string): EventIcon {
  return type === 'registration' || type === 'session_booking' || type === 'skill_match' ? type : 'neutral';
}

/** The next index of a rotation, cycling. */
export function nextIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index + 1) % length;
}
