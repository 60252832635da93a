export { ExitIntent } from './exit-intent';
export { ScarcityBanner } from './scarcity-banner';
export { socialProofAllowedAt } from './social-proof';
export { SocialProofToast } from './social-proof-toast';
