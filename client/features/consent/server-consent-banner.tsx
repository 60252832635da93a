import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { SERVER_CONSENT_BANNER_ATTRIBUTE } from '../../../common/islands';
import type { LanguagePrefix } from '../../lib/language-prefix';
import { CookieBanner } from './cookie-banner';

const nothing = () => {};

/**
 * The cookie banner in the page's first paint, for a visitor who has not chosen yet: a large block of
 * text, it would otherwise be the page's largest paint, seconds late. The server renders it with the
 * banner's own component; the browser's banner takes its place when the overlays mount (PageOverlays),
 * in the same spot (it is fixed, nothing moves). Until then its buttons are disabled: nothing is stored
 * without a choice. Without scripting it is not shown (.js-only): nothing would be stored anyway.
 */
export function ServerConsentBanner({ prefix, i18n }: { prefix: LanguagePrefix; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Router base={prefix.prefix ? `/${prefix.prefix}` : ''} hook={() => ['/', nothing]}>
        <div
          className="js-only pointer-events-none fixed inset-x-0 bottom-0 z-35 flex flex-col"
          {...{ [SERVER_CONSENT_BANNER_ATTRIBUTE]: '' }}
        >
          <CookieBanner saving onCustomize={nothing} onChoose={nothing} />
        </div>
      </Router>
    </I18nextProvider>
  );
}
