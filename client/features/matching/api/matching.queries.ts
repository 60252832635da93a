import { matchingDemoEndpoints, matchingEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const matchingQueries = {
  proposals: () => endpointQuery(matchingEndpoints.proposals),
};

export type DemoControls = { learners: string; seed: number; emphasis: string; openGroups: boolean };

export const matchingDemoQuery = (c: DemoControls) =>
  endpointQuery(matchingDemoEndpoints.matchingDemo, {
    learners: c.learners as '30',
    seed: c.seed,
    emphasis: c.emphasis as 'balanced',
    openGroups: c.openGroups ? 'true' : 'false',
  });
