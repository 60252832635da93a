import { learningEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export type Chips = { near: boolean; anyLanguage: boolean; availableNow: boolean; topRated: boolean };

const flag = (on: boolean) => (on ? 'true' : 'false');

/** The learner home's reads; keys are their URLs (ADR 014). */
export const learningQueries = {
  home: () => endpointQuery(learningEndpoints.learnerHome),
  onboarding: () => endpointQuery(learningEndpoints.studentOnboarding),
  trending: (c: Chips) =>
    endpointQuery(learningEndpoints.trendingSkills, {
      near: flag(c.near),
      anyLanguage: flag(c.anyLanguage),
      availableNow: flag(c.availableNow),
      topRated: flag(c.topRated),
    }),
};
