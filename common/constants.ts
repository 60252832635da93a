/** Business constants and limits from SPEC.md 9; one place, imported by both sides. */
export const PRODUCT_NAME = 'TRT Tutoring';

export const USER_TYPES = [
  'student',
  'parent',
  'guardian',
  'tutor',
  'teen_mentor',
  'super_marketing_agent',
  'sub_marketing_agent',
] as const;
export type RegisterUserType = (typeof USER_TYPES)[number];

/** Every role an account can hold; the last ones are never self-registered. */
export const ROLES = [...USER_TYPES, 'admin', 'moderator', 'enterprise_admin', 'ssma'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 12;
/** SPEC.md 5 alternative registration form: below PASSWORD_MIN_LENGTH the account must set a new password. */
export const REGISTER_PASSWORD_MIN_LENGTH = 4;
export const USERNAME_MIN_LENGTH = 3;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 300;
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_SECONDS = 3600;
export const REDIRECT_AFTER_REGISTER_MS = 1500;
export const LANGUAGE_SWITCH_LOCK_MS = 300;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const SESSION_TTL_DAYS = 30;

export const PRICES_CENTS = {
  group3to1PerLearner: 1200,
  private1to1: 3600,
  accessFee: 500,
  premiumMonthly: 600,
} as const;

/** SPEC.md 3: the 23 supported language codes, in picker order. */
export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'sv',
  'da',
  'fi',
  'no',
  'pt',
  'ro',
  'hu',
  'cs',
  'sk',
  'el',
  'bg',
  'hr',
  'zh-cn',
  'zh-tw',
  'hi',
  'ms',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages a tutor teaches in: the product's languages by their base code (zh-cn and zh-tw are zh). */
export const TEACHING_LANGUAGES = [...new Set(LANGUAGES.map((l) => l.slice(0, 2)))];

/** Where each role lands after registration or sign-in (SPEC.md 2.3). */
export function homePathFor(userType: string, mustSetPassword = false): string {
  if (mustSetPassword) return '/set-password';
  switch (userType) {
    case 'student':
      return '/learner-dashboard';
    case 'tutor':
      return '/tutor-dashboard-enhanced';
    case 'parent':
    case 'guardian':
      return '/parent-dashboard';
    case 'teen_mentor':
      return '/teen-mentor';
    case 'super_marketing_agent':
      return '/sma/dashboard';
    case 'sub_marketing_agent':
      return '/sma/subma/dashboard';
    default:
      return '/dashboard';
  }
}

/** SPEC.md 9: sessions and booking. */
export const BOOKING = {
  sessionMinutes: 60,
  /** A 3:1 group: one tutor, three learners. */
  groupCapacity: 3,
  /** A seat taken with Book Session waits this long for payment before it is freed. */
  holdMinutes: 15,
  /** Free cancellation and rescheduling up to this many hours before the start. */
  freeChangeHours: 2,
  /** Slots on the hour from 09:00 to 20:00 in the learner's time zone: 12 a day. */
  firstSlotHour: 9,
  lastSlotHour: 20,
  /** How far ahead a learner may book. */
  horizonDays: 56,
} as const;

/** Linking a parent or guardian to a child's learner account (PRODUCT.md H). */
export const FAMILY = {
  /** A link code is valid this long and once. */
  invitationDays: 7,
  /** Open codes one adult may have at a time. */
  openInvitations: 5,
  /** A code: this many characters of CODE_ALPHABET, shown in two halves (ABCDE-FGHJK). */
  codeLength: 10,
  /** Crockford's base32 without I, L, O and U: nothing a child could read two ways. */
  codeAlphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
} as const;

/** The two session formats (SPEC.md 3): a 3:1 group or a private 1:1. */
export const SESSION_FORMATS = ['group', 'private'] as const;
export type SessionFormat = (typeof SESSION_FORMATS)[number];

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const SESSION_STATUSES = [
  'open',
  'full',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** held: waiting for payment; confirmed: paid; cancelled or expired: the seat is free again. */
export const SEAT_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** A tutor application's life (PRODUCT.md D): filled in, under review, sent back, approved. */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** SPEC.md 9's verification steps, in the order staff usually take them. */
export const VERIFICATION_STEPS = [
  'identity',
  'qualifications',
  'background_check',
  'skills_assessment',
  'sample_lesson',
  'training',
] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

export const STEP_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** SPEC.md 9's documents, plus the criminal-record certificate that teaching minors needs. */
export const DOCUMENT_KINDS = [
  'id_document',
  'certificate',
  'experience_proof',
  'video_intro',
  'criminal_record',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * What an upload of each kind may be: its type is read from the file's bytes. Documents are scans or
 * photos; the video introduction is a short clip (a 2-minute phone video is about 100 MB). Sizes are decimal (1 MB = 1 000 000 bytes), as
 * file managers and the screens show them.
 */
export const UPLOAD_RULES: Record<DocumentKind, { mimeTypes: readonly string[]; maxBytes: number }> = {
  id_document: { mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10_000_000 },
  certificate: { mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10_000_000 },
  experience_proof: { mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10_000_000 },
  criminal_record: { mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10_000_000 },
  video_intro: { mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'], maxBytes: 200_000_000 },
};

/** At most this many files of one kind per application. */
export const MAX_DOCUMENTS_PER_KIND = 5;

/** SPEC.md 9: verification takes 3 to 5 business days. */
export const VERIFICATION_BUSINESS_DAYS = { min: 3, max: 5 } as const;

/**
 * Every kind of notification (issue 10): what happened, whether it reaches the user in the app and by
 * email unless they switch it off in their settings, and who gets it (`for`: the permission of the
 * screens it is about; null: anyone). `email: null` is never emailed (it has its own email).
 */
export const NOTIFICATION_KINDS = {
  // A held seat is not a booking yet (it lapses unpaid): the learner sees it on the page; the email
  // confirming a booking comes with its payment.
  seat_held: { inApp: true, email: false, for: 'learning:use' },
  group_full: { inApp: true, email: false, for: 'learning:use' },
  seat_cancelled: { inApp: true, email: true, for: 'learning:use' },
  session_cancelled: { inApp: true, email: true, for: 'learning:use' },
  seat_moved: { inApp: true, email: true, for: 'learning:use' },
  // Likewise for the tutor: a learner holding a seat has not booked yet (emails come with payment).
  learner_joined: { inApp: true, email: false, for: 'teaching:use' },
  learner_left: { inApp: true, email: true, for: 'teaching:use' },
  session_reminder: { inApp: true, email: true, for: null },
  // A message in a conversation: the tutor answers on their dashboard, the learner reads it on theirs.
  new_message: { inApp: true, email: true, for: null },
  // Asked once the tutor closed a session the learner attended.
  rate_session: { inApp: true, email: false, for: 'learning:use' },
  application_decided: { inApp: true, email: null, for: 'teaching:use' },
  // The matching engine proposed a group: the learner accepts it by taking the seat; the tutor confirms
  // a new group (or declines it while no seat is taken).
  group_proposed: { inApp: true, email: true, for: 'learning:use' },
  group_proposed_tutor: { inApp: true, email: true, for: 'teaching:use' },
  // The tutor declined a new group before anyone took a seat: the learner waits again.
  group_withdrawn: { inApp: true, email: true, for: 'learning:use' },
  // A child entered the adult's link code: the adult now follows the child's sessions and messages.
  family_linked: { inApp: true, email: true, for: 'family:use' },
  // The post-pairing optimiser found a better group for a seat the learner holds (they accept or not).
  regroup_proposed: { inApp: true, email: true, for: 'learning:use' },
  // Money back (issue 12): a refund made, or a support request declined with its reason.
  refund_made: { inApp: true, email: true, for: 'learning:use' },
  refund_declined: { inApp: true, email: true, for: 'learning:use' },
  // The payer's bank took a payment back (a chargeback): what it paid for is taken back too.
  payment_disputed: { inApp: true, email: true, for: 'learning:use' },
  // Premium (ADR 037): a renewal the card refused (tried again daily), and premium ended unpaid.
  premium_renewal_failed: { inApp: true, email: true, for: 'learning:use' },
  premium_ended: { inApp: true, email: true, for: 'learning:use' },
} as const satisfies Record<
  string,
  { inApp: boolean; email: boolean | null; for: 'learning:use' | 'teaching:use' | 'family:use' | null }
>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** Reminders go out this many hours before a session starts. */
export const REMINDER_HOURS = [24, 1] as const;

/** The skill categories (catalog.categories.<id> names them in every language). */
export const SKILL_CATEGORIES = [
  'languages',
  'academics',
  'technology',
  'music',
  'arts',
  'lifestyle',
  'wellbeing',
  'business',
] as const;

/** Simi's chat (/gemini, ADR 027): what one message and one conversation may hold. */
export const ASSISTANT_LIMITS = {
  /** Characters of one question a user types. */
  userMessageChars: 1000,
  /** Characters of one of Simi's earlier answers the browser sends back as context. */
  replyChars: 4000,
  /** Turns (questions and answers) one request may carry; the browser sends the latest. */
  turns: 20,
} as const;
