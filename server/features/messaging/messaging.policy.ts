/**
 * Contact details never travel through messages (issue 10): learners, many of them children, and
 * tutors talk on the platform, where guardians and moderators can see it. Email addresses, phone
 * numbers, web links and messenger handles are replaced by a marker before a message is stored.
 */
const MARK = '[•••]';

const PATTERNS: RegExp[] = [
  // Email addresses, also written with " at " / "(at)" and " dot ".
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\sat\s)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*[\p{L}\p{N}-]+)+/giu,
  // Web links and bare domains.
  /\b(?:https?:\/\/|www\.)\S+/giu,
  /\b[\p{L}\p{N}-]+\.(?:com|net|org|de|eu|at|ch|fr|es|it|nl|pl|uk|io|me|info|biz|ly|gg)\b(?:\/\S*)?/giu,
  // Phone numbers: nine or more digits with spaces, dashes, slashes or brackets between (a date such
  // as 27.11.2026 or a time is not one), and the French pairs 06.12.34.56.78.
  /(?:\+|00)?\d(?:[\s/()-]*\d){8,}/gu,
  /\b\d{2}(?:\.\d{2}){4}\b/gu,
  // Messenger handles: @name.
  /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]{3,}/gu,
];

export function redactContactDetails(text: string): { body: string; redacted: boolean } {
  let body = text;
  for (const pattern of PATTERNS) body = body.replace(pattern, MARK);
  return { body, redacted: body !== text };
}

/** Who may read and answer a conversation: its learner and its tutor, nobody else. */
export function isParticipant(conversation: { learnerId: string; tutorId: string }, userId: string): boolean {
  return conversation.learnerId === userId || conversation.tutorId === userId;
}
