import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, PRODUCT_NAME } from '../../common/constants';

/** How texts are looked up and filled, the same in the browser (i18n.ts) and on the server (entry-server.tsx). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Our codes are lower case ("zh-cn"); keep them so instead of canonicalising to "zh-CN".
  lowerCaseLng: true,
  load: 'currentOnly',
  returnNull: false,
  returnEmptyString: false,
  interpolation: {
    escapeValue: false, // React escapes
    prefix: '{',
    suffix: '}',
    defaultVariables: { product: PRODUCT_NAME },
  },
  react: { useSuspense: false },
} satisfies InitOptions;
