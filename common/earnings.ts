/** SPEC.md 9's earnings demo: the hourly rate depends on words in the skill text; three monthly tiers. */
export function hourlyRateFor(skill: string): number {
  const s = skill.toLowerCase();
  if (s.includes('professor')) return 35;
  if (s.includes('exam')) return 25;
  if (s.includes('language')) return 20;
  return 12;
}

export const EARNINGS_TIERS = [
  { key: 'partTime', sessions: 20, hoursPerWeek: '5' },
  { key: 'fullTime', sessions: 60, hoursPerWeek: '15' },
  { key: 'expert', sessions: 80, hoursPerWeek: '20+' },
] as const;

export function estimateEarnings(skill: string) {
  const rate = hourlyRateFor(skill);
  return {
    hourlyRate: rate,
    tiers: EARNINGS_TIERS.map((t) => ({
      key: t.key,
      sessions: t.sessions,
      hoursPerWeek: t.hoursPerWeek,
      monthly: t.sessions * rate,
    })),
  };
}
