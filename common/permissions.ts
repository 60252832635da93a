/**
 * Who may do what, as one table from role to permissions (PRODUCT.md A). The server's route() and
 * page handler and the browser's route guards all ask the same pure `can()`; record-level rules (my
 * booking, my child) stay in each feature's policy, which may call `can()` for the role part.
 *
 * A permission names an action on an area, `<area>:<action>`. Add one here when a screen or an
 * endpoint needs a rule no existing permission states, and grant it in ROLE_PERMISSIONS.
 */
import type { Role } from './constants.ts';

export const PERMISSIONS = [
  /** The learner's own screens: learner dashboard, bookings, Simi as a learner. */
  'learning:use',
  /** The tutor's own screens: tutor dashboards, availability, earnings. */
  'teaching:use',
  /** A parent's or guardian's view of their children. */
  'family:use',
  /** Teen mentors' supervised mentoring screens. */
  'mentoring:use',
  /** A field agent's (SubMA) signups and commission. */
  'agents:refer',
  /** An agency (SMA) manages its field agents. */
  'agents:manage',
  /** The master agent (SSMA) oversees agencies. */
  'agents:oversee',
  /** An organisation's seats, members and budgets. */
  'enterprise:manage',
  /** The operator area (/admin and its screens). */
  'admin:access',
  /** Articles: write, edit, publish. */
  'blog:manage',
  /** Platform settings: persuasion features, languages, marketplace. */
  'settings:manage',
  /** Accounts of other people: list, verify, suspend. */
  'users:manage',
  /** The moderation queue and DSA decisions. */
  'moderation:review',
  /** Health, jobs, email outbox and other operations figures. */
  'operations:view',
  /** Retry or discard failed background jobs. */
  'operations:manage',
  /** Money on the operator's side: refund decisions, the payout queue, payment figures. */
  'payments:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const STAFF: Permission[] = ['admin:access', 'operations:view'];

/** The table. A role not listed for a permission does not have it. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  student: ['learning:use'],
  parent: ['family:use'],
  guardian: ['family:use'],
  tutor: ['teaching:use'],
  teen_mentor: ['mentoring:use'],
  sub_marketing_agent: ['agents:refer'],
  super_marketing_agent: ['agents:refer', 'agents:manage'],
  ssma: ['agents:refer', 'agents:manage', 'agents:oversee'],
  enterprise_admin: ['enterprise:manage'],
  moderator: [...STAFF, 'moderation:review'],
  admin: [
    ...STAFF,
    'moderation:review',
    'blog:manage',
    'settings:manage',
    'users:manage',
    'operations:manage',
    'payments:manage',
  ],
};

/** Whoever is asking: a signed-in user's role, or nobody. */
export interface Actor {
  userType: Role | string;
}

/** Who may open a screen or call an endpoint: anyone, any signed-in user, or holders of a permission. */
export type Access = 'public' | 'user' | { permission: Permission };

const granted = new Map<string, ReadonlySet<Permission>>(
  Object.entries(ROLE_PERMISSIONS).map(([role, list]) => [role, new Set(list)]),
);

/**
 * Whether `actor` holds `permission`. `resource` is for the record-level rules of a feature's policy,
 * which decide after this role check; the table itself never looks at it.
 */
export function can(actor: Actor | null | undefined, permission: Permission, _resource?: unknown): boolean {
  if (!actor) return false;
  return granted.get(actor.userType)?.has(permission) ?? false;
}

export type AccessDecision = 'allowed' | 'sign-in' | 'forbidden';

/** What an access rule says for this actor: allowed, ask to sign in first, or forbidden. */
export function decideAccess(access: Access, actor: Actor | null | undefined): AccessDecision {
  if (access === 'public') return 'allowed';
  if (!actor) return 'sign-in';
  if (access === 'user') return 'allowed';
  return can(actor, access.permission) ? 'allowed' : 'forbidden';
}
