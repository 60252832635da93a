export { ConsentProvider, useConsent } from './consent-context';
export {
  CookieBannerSlot,
  CookiePreferencesSlot,
  ManageCookiesButton,
  useCookieConsentUi,
} from './cookie-consent';
export { ServerConsentBanner } from './server-consent-banner';
