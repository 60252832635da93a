import { legalEndpoints } from '../../../../common/contracts/endpoints';
import type { Language } from '../../../../common/constants';

import { legalKinds } from '../../../../common/contracts/values';
import { endpointQuery } from '../../../lib/queries';

export type LegalKind = (typeof legalKinds)[number];

/** The legal documents' reads, in the reader's language. */
export const legalQueries = {
  list: (language: Language) => endpointQuery(legalEndpoints.listLegalDocuments, { language }),
  document: (kind: LegalKind, version: string | undefined, language: Language) =>
    endpointQuery(legalEndpoints.getLegalDocument, { version, language }, { kind }),
};
