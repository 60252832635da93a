import { matchingDemoEndpoints, matchingEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const matchingQueries = {
  proposals: () => endpointQuery(matchingEndpoints.proposals),
  /** The tutor's side: the groups Simi is forming with them. */
  tutorProposals: () => endpointQuery(matchingEndpoints.tutorProposals),
};

export type DemoControls = { learners: string; seed: number; emphasis: string; openGroups: boolean };

export const matchingDemoQuery = (c: DemoControls) =>
  endpointQuery(matchingDemoEndpoints.matchingDemo, {
    learners: c.learners as '30',
    seed: c.seed,
    emphasis: c.emphasis as 'balanced',
    openGroups: c.openGroups ? 'true' : 'false',
  });

export const regroupingQueries = {
  mine: () => endpointQuery(matchingEndpoints.myRegroupings),
  health: (skillId?: string) => endpointQuery(matchingEndpoints.groupHealth, skillId ? { skillId } : {}),
};
