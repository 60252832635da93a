/** The platform agreement text shown in the dialog; sent with registration so the server records it. */
export const AGREEMENT_VERSION = '2026-11';

/** SPEC.md 4: the address awaiting verification, kept in local storage under this key. */
export const PENDING_VERIFICATION_KEY = 'pendingVerificationEmail';
