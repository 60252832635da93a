import type { Language } from '../../../../common/constants';
import { contentEndpoints as c } from '../../../../common/contracts/endpoints';
import { legalKinds } from '../../../../common/contracts/values';
import { endpointQuery } from '../../../lib/queries';

export type LegalKind = (typeof legalKinds)[number];

/** The legal documents' reads, in the reader's language. */
export const legalQueries = {
  list: (language: Language) => endpointQuery(c.listLegalDocuments, { language }),
  document: (kind: LegalKind, version: string | undefined, language: Language) =>
    endpointQuery(c.getLegalDocument, { version, language }, { kind }),
};
