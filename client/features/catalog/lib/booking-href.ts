/**
 * Into booking with this tutor and skill chosen (and the format, when it is 1:1): the booking page
 * reads ?skill&tutor&format. The skill is the given one (a skill page's own) or the tutor's first;
 * null when there is none to book, so nothing links there.
 */
export function bookingHref(
  tutor: { id: string; expertise: { id: string }[] },
  skillId?: string,
  format: 'group' | 'private' = 'group',
): string | null {
  const skill = skillId ?? tutor.expertise[0]?.id;
  if (!skill) return null;
  const query = new URLSearchParams({ skill, tutor: tutor.id, ...(format === 'private' ? { format } : {}) });
  return `/session-booking?${query.toString()}`;
}
