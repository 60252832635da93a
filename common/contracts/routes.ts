/**
 * The method and path of every endpoint, without their schemas: the one place they are written. The
 * contracts (common/contracts/<area>.ts) spread them in; the browser calls endpoints through the
 * typed views of endpoints.ts, so its first load needs no zod (ADR 012). This module imports nothing,
 * so contracts and views can both depend on it without a cycle.
 */

export const authRoutes = {
  csrfToken: { method: 'GET', path: '/api/csrf-token' },
  getUser: { method: 'GET', path: '/api/user' },
  login: { method: 'POST', path: '/api/login', changesSession: true },
  register: { method: 'POST', path: '/api/register', changesSession: true },
  logout: { method: 'POST', path: '/api/logout', changesSession: true },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  resetPasswordStatus: { method: 'GET', path: '/api/auth/reset-password/status' },
  sendVerification: { method: 'POST', path: '/api/auth/send-verification' },
  verificationStatus: { method: 'GET', path: '/api/auth/verification' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  setPassword: { method: 'POST', path: '/api/auth/set-password' },
  listSessions: { method: 'GET', path: '/api/auth/sessions' },
  revokeSession: { method: 'DELETE', path: '/api/auth/sessions/:id' },
  updatePreferences: { method: 'PATCH', path: '/api/user/preferences' },
} as const;

export const systemRoutes = {
  health: { method: 'GET', path: '/api/health' },
} as const;

export const dashboardRoutes = {
  overview: { method: 'GET', path: '/api/dashboard/overview' },
} as const;

export const operationsRoutes = {
  listFailedJobs: { method: 'GET', path: '/api/admin/jobs/failed' },
  retryFailedJob: { method: 'POST', path: '/api/admin/jobs/:id/retry' },
  discardFailedJob: { method: 'POST', path: '/api/admin/jobs/:id/discard' },
} as const;

export const platformRoutes = {
  platformMetrics: { method: 'GET', path: '/api/platform/metrics' },
  siteConfig: { method: 'GET', path: '/api/site-config' },
  adminOverview: { method: 'GET', path: '/api/admin/overview' },
} as const;

export const conversionRoutes = {
  instantDemo: { method: 'POST', path: '/api/conversion/instant-demo' },
  createLead: { method: 'POST', path: '/api/leads' },
} as const;

export const languageRoutes = {
  languageConfig: { method: 'GET', path: '/api/language-config' },
  translate: { method: 'POST', path: '/api/translate' },
} as const;

export const consentRoutes = {
  getCookieConsent: { method: 'GET', path: '/api/legal-compliance/cookie-consent' },
  saveCookieConsent: { method: 'POST', path: '/api/legal-compliance/cookie-consent' },
} as const;

export const psychologyRoutes = {
  socialProof: { method: 'GET', path: '/api/psychology/social-proof' },
  lossAversion: { method: 'POST', path: '/api/psychology/loss-aversion' },
  exitIntent: { method: 'POST', path: '/api/psychology/exit-intent' },
  claimOffer: { method: 'POST', path: '/api/psychology/exit-intent/claim' },
  dismissOffer: { method: 'POST', path: '/api/psychology/exit-intent/dismiss' },
  psychologySettings: { method: 'GET', path: '/api/psychology/settings' },
  updatePsychologySettings: { method: 'PUT', path: '/api/psychology/settings' },
} as const;

export const supportRoutes = {
  contact: { method: 'POST', path: '/api/contact/send-email' },
} as const;

export const analyticsRoutes = {
  analyticsEvents: { method: 'POST', path: '/api/analytics/events' },
} as const;

export const catalogRoutes = {
  listSkills: { method: 'GET', path: '/api/skills' },
  getSkill: { method: 'GET', path: '/api/skills/:id' },
  listCities: { method: 'GET', path: '/api/cities' },
  getCity: { method: 'GET', path: '/api/cities/:id' },
} as const;

export const bookingRoutes = {
  bookingTutors: { method: 'GET', path: '/api/booking/tutors' },
  tutorSlots: { method: 'GET', path: '/api/booking/tutors/:id/slots' },
  nextAvailable: { method: 'GET', path: '/api/booking/next-available' },
  holdSeat: { method: 'POST', path: '/api/booking/seats' },
  mySeats: { method: 'GET', path: '/api/booking/seats' },
  cancelSeat: { method: 'POST', path: '/api/booking/seats/:id/cancel' },
  saveForLater: { method: 'POST', path: '/api/booking/saved' },
  listSaved: { method: 'GET', path: '/api/booking/saved' },
  deleteSaved: { method: 'DELETE', path: '/api/booking/saved/:id' },
  teaching: { method: 'GET', path: '/api/booking/teaching' },
  cancelTeaching: { method: 'POST', path: '/api/booking/teaching/:id/cancel' },
  completeSession: { method: 'POST', path: '/api/booking/teaching/:id/complete' },
  rateSession: { method: 'POST', path: '/api/booking/seats/:id/review' },
  moveSeat: { method: 'POST', path: '/api/booking/seats/:id/move' },
  myAvailability: { method: 'GET', path: '/api/booking/availability' },
  saveAvailability: { method: 'PUT', path: '/api/booking/availability' },
} as const;

export const blogRoutes = {
  listPosts: { method: 'GET', path: '/api/blog/posts' },
  getPost: { method: 'GET', path: '/api/blog/posts/:id' },
  adminListPosts: { method: 'GET', path: '/api/admin/blog/posts' },
  adminGetPost: { method: 'GET', path: '/api/admin/blog/posts/:id' },
  createPost: { method: 'POST', path: '/api/admin/blog/posts' },
  updatePost: { method: 'PUT', path: '/api/admin/blog/posts/:id' },
  setPostStatus: { method: 'POST', path: '/api/admin/blog/posts/:id/status' },
} as const;

export const legalRoutes = {
  listLegalDocuments: { method: 'GET', path: '/api/legal/documents' },
  getLegalDocument: { method: 'GET', path: '/api/legal/documents/:kind' },
} as const;

/** A tutor's application and its review (PRODUCT.md D). Uploads go to /api/uploads (tus), not here. */
export const tutorOnboardingRoutes = {
  myApplication: { method: 'GET', path: '/api/tutor-application' },
  saveApplication: { method: 'PUT', path: '/api/tutor-application' },
  submitApplication: { method: 'POST', path: '/api/tutor-application/submit' },
  deleteDocument: { method: 'DELETE', path: '/api/tutor-application/documents/:id' },
  reviewQueue: { method: 'GET', path: '/api/admin/tutor-applications' },
  reviewApplication: { method: 'GET', path: '/api/admin/tutor-applications/:id' },
  decideStep: { method: 'POST', path: '/api/admin/tutor-applications/:id/steps/:step' },
} as const;

/** Not contracts: a tus upload endpoint and a file download (bytes, not JSON). */
export const UPLOADS_PATH = '/api/uploads';
export const documentFilePath = (id: string) => `/api/tutor-documents/${id}/file`;

export const notificationRoutes = {
  listNotifications: { method: 'GET', path: '/api/notifications' },
  markNotificationsRead: { method: 'POST', path: '/api/notifications/read' },
  notificationPreferences: { method: 'GET', path: '/api/notifications/preferences' },
  saveNotificationPreferences: { method: 'PUT', path: '/api/notifications/preferences' },
} as const;

export const calendarFeedRoutes = {
  calendarFeed: { method: 'GET', path: '/api/calendar-feed' },
  createCalendarFeed: { method: 'POST', path: '/api/calendar-feed' },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/calendar-feed' },
} as const;

/** The feed itself: iCalendar, read by calendar apps with the secret token in the URL (no session). */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** The operator's marketplace settings (/admin/marketplace). */
export const marketplaceAdminRoutes = {
  createSkill: { method: 'POST', path: '/api/admin/marketplace/skills' },
  updateSkill: { method: 'PUT', path: '/api/admin/marketplace/skills/:id' },
  createCity: { method: 'POST', path: '/api/admin/marketplace/cities' },
  marketplaceTutors: { method: 'GET', path: '/api/admin/marketplace/tutors' },
  setPrivateSessions: { method: 'POST', path: '/api/admin/marketplace/tutors/:id/private-sessions' },
} as const;

export const searchRoutes = {
  suggestions: { method: 'GET', path: '/api/ai/search/suggestions' },
} as const;

/** A learner's first message to a tutor and the answers (issue 10; the full screens come later). */
export const messagingRoutes = {
  messageTutor: { method: 'POST', path: '/api/messages/tutors/:id' },
  conversations: { method: 'GET', path: '/api/messages/conversations' },
  conversation: { method: 'GET', path: '/api/messages/conversations/:id' },
  reply: { method: 'POST', path: '/api/messages/conversations/:id' },
} as const;

/**
 * Parents and guardians follow their children (PRODUCT.md H): a code the adult makes and the child
 * enters links them; the adult then reads the child's sessions and conversations with tutors.
 */
export const familyRoutes = {
  family: { method: 'GET', path: '/api/family' },
  createInvitation: { method: 'POST', path: '/api/family/invitations' },
  withdrawInvitation: { method: 'DELETE', path: '/api/family/invitations/:id' },
  endLink: { method: 'DELETE', path: '/api/family/children/:id' },
  childSeats: { method: 'GET', path: '/api/family/children/:id/seats' },
  childConversations: { method: 'GET', path: '/api/family/children/:id/conversations' },
  childConversation: { method: 'GET', path: '/api/family/children/:id/conversations/:conversationId' },
  childClassroomChat: { method: 'GET', path: '/api/family/children/:id/sessions/:sessionId/chat' },
  myGuardians: { method: 'GET', path: '/api/family/guardians' },
  acceptInvitation: { method: 'POST', path: '/api/family/guardians' },
} as const;

/** A session's live classroom (PRODUCT.md F): who is in it, and its WebSocket for the call. */
export const classroomRoutes = {
  room: { method: 'GET', path: '/api/classroom/:id' },
} as const;

/** The classroom's live channel, a WebSocket beside the contract endpoints. */
export const CLASSROOM_LIVE_PATH = '/api/classroom/:id/live';

/** A tutor's analytics view (PRODUCT.md D). */
export const tutorAnalyticsRoutes = {
  tutorAnalytics: { method: 'GET', path: '/api/teaching/analytics' },
} as const;

/** A learner's home (SPEC.md 2.7): their figures and what others book. */
export const learningRoutes = {
  learnerHome: { method: 'GET', path: '/api/learning/home' },
  studentOnboarding: { method: 'GET', path: '/api/learning/onboarding' },
  saveStudentOnboarding: { method: 'PUT', path: '/api/learning/onboarding' },
  trendingSkills: { method: 'GET', path: '/api/learning/trending' },
} as const;

export const marketplaceRoutes = {
  marketplace: { method: 'GET', path: '/api/marketplace' },
} as const;

/** The learners' discovery screens (PRODUCT.md C): skills with seats, groups by category, kids, popular skills. */
export const discoverRoutes = {
  skillsWithSeats: { method: 'GET', path: '/api/discover/skills-with-seats' },
  openGroups: { method: 'GET', path: '/api/discover/open-groups' },
  kids: { method: 'GET', path: '/api/discover/kids' },
  popularSkills: { method: 'GET', path: '/api/discover/popular-skills' },
} as const;

/** Simi's adaptive questionnaire (SPEC.md 7.2) and the profile it builds (issue 11). */
export const questionnaireRoutes = {
  learnerStart: { method: 'POST', path: '/api/questionnaire/learner/start' },
  tutorStart: { method: 'POST', path: '/api/questionnaire/tutor/start' },
  respond: { method: 'POST', path: '/api/questionnaire/response' },
  pause: { method: 'PUT', path: '/api/questionnaire/:sessionId/pause' },
  resume: { method: 'PUT', path: '/api/questionnaire/:sessionId/resume' },
  profile: { method: 'GET', path: '/api/matching/profile' },
  updateProfile: { method: 'PATCH', path: '/api/matching/profile' },
  updateSkillProfile: { method: 'PATCH', path: '/api/matching/profile/skills/:skillId' },
} as const;

/** The matching engine's proposed groups and waitlists (issue 11). */
export const matchingRoutes = {
  proposals: { method: 'GET', path: '/api/matching/proposals' },
  acceptProposal: { method: 'POST', path: '/api/matching/proposals/:id/accept' },
  declineProposal: { method: 'POST', path: '/api/matching/proposals/:id/decline' },
  runMatching: { method: 'POST', path: '/api/admin/matching/run' },
  groupHealth: { method: 'GET', path: '/api/admin/matching/group-health' },
  applyRegrouping: { method: 'POST', path: '/api/admin/matching/regroupings/apply' },
  myRegroupings: { method: 'GET', path: '/api/matching/regroupings' },
  acceptRegrouping: { method: 'POST', path: '/api/matching/regroupings/accept' },
  tutorProposals: { method: 'GET', path: '/api/matching/tutor-proposals' },
  confirmTutorProposal: { method: 'POST', path: '/api/matching/tutor-proposals/:id/confirm' },
  declineTutorProposal: { method: 'POST', path: '/api/matching/tutor-proposals/:id/decline' },
} as const;

/** The matching engine run live on generated demo learners (/ai-skill-matching-demo). */
export const matchingDemoRoutes = {
  matchingDemo: { method: 'GET', path: '/api/matching/demo' },
} as const;

/** Simi as an assistant to chat with (/gemini), on the built-in answers or a configured LLM (ADR 027). */
export const assistantRoutes = {
  chat: { method: 'POST', path: '/api/assistant/chat' },
} as const;

/** Money (issue 12, ADR 026): payments, balances, and the sandbox provider's card and 3-D Secure pages. */
export const paymentsRoutes = {
  createWalletTopUp: { method: 'POST', path: '/api/payments/wallet/top-ups' },
  checkoutSeat: { method: 'POST', path: '/api/payments/seats/:id/checkout' },
  quoteSeat: { method: 'GET', path: '/api/payments/seats/:id/quote' },
  pointsHistory: { method: 'GET', path: '/api/payments/points' },
  checkoutFunnel: { method: 'GET', path: '/api/admin/payments/funnel' },
  adminDisputes: { method: 'GET', path: '/api/admin/payments/disputes' },
  adminProviderRefunds: { method: 'GET', path: '/api/admin/payments/provider-refunds' },
  getPayment: { method: 'GET', path: '/api/payments/:id' },
  myBalances: { method: 'GET', path: '/api/payments/balances' },
  sandboxPaymentMethod: { method: 'POST', path: '/api/payments/sandbox/payment-methods' },
  sandboxChallenge: { method: 'POST', path: '/api/payments/sandbox/challenges/:id' },
  sandboxBankMethod: { method: 'POST', path: '/api/payments/sandbox/bank-methods' },
  createPointsTopUp: { method: 'POST', path: '/api/payments/points/top-ups' },
  myPointsTopUps: { method: 'GET', path: '/api/payments/points/top-ups' },
  paymentProvider: { method: 'GET', path: '/api/payments/provider' },
} as const;

/** Premium at 6 EUR per month (issue 12, ADR 037). */
export const premiumRoutes = {
  myPremium: { method: 'GET', path: '/api/premium' },
  subscribe: { method: 'POST', path: '/api/premium' },
  cancel: { method: 'POST', path: '/api/premium/cancel' },
  resume: { method: 'POST', path: '/api/premium/resume' },
  payOverdue: { method: 'POST', path: '/api/premium/overdue-payment' },
} as const;

/** Refunds of paid bookings (issue 12, ADR 030): the learner's portal and the admin's queue. */
export const refundsRoutes = {
  refundableBookings: { method: 'GET', path: '/api/refunds/bookings' },
  myRefunds: { method: 'GET', path: '/api/refunds' },
  requestRefund: { method: 'POST', path: '/api/refunds' },
  withdrawableTopUps: { method: 'GET', path: '/api/refunds/top-ups' },
  withdrawTopUp: { method: 'POST', path: '/api/refunds/withdrawals' },
  adminRefunds: { method: 'GET', path: '/api/admin/refunds' },
  refundAnalytics: { method: 'GET', path: '/api/admin/refunds/analytics' },
  approveRefund: { method: 'POST', path: '/api/admin/refunds/:id/approve' },
  declineRefund: { method: 'POST', path: '/api/admin/refunds/:id/decline' },
  retryRefund: { method: 'POST', path: '/api/admin/refunds/:id/retry' },
} as const;

export const payoutsRoutes = {
  myEarnings: { method: 'GET', path: '/api/payouts/earnings' },
  myPayouts: { method: 'GET', path: '/api/payouts/mine' },
  getPayoutMethod: { method: 'GET', path: '/api/payouts/method' },
  putPayoutMethod: { method: 'PUT', path: '/api/payouts/method' },
  startConnectOnboarding: { method: 'POST', path: '/api/payouts/connect/onboarding' },
  refreshConnectAccount: { method: 'POST', path: '/api/payouts/connect/refresh' },
  connectDashboard: { method: 'POST', path: '/api/payouts/connect/dashboard' },
  adminBatches: { method: 'GET', path: '/api/admin/payouts' },
  adminRunLastWeek: { method: 'POST', path: '/api/admin/payouts/run-last-week' },
  adminRetryPayout: { method: 'POST', path: '/api/admin/payouts/:id/retry' },
  adminCancelPayout: { method: 'POST', path: '/api/admin/payouts/:id/cancel' },
} as const;
