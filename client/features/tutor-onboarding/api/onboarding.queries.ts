import { tutorOnboardingEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

export const onboardingQueries = {
  application: () => endpointQuery(tutorOnboardingEndpoints.myApplication),
  queue: (status: 'submitted' | 'changes_requested' | 'approved') =>
    endpointQuery(tutorOnboardingEndpoints.reviewQueue, { status }),
  review: (tutorId: string) =>
    endpointQuery(tutorOnboardingEndpoints.reviewApplication, undefined, { id: tutorId }),
};

/** Every admin review read starts with this: after a decision the queue and the application are stale. */
export const REVIEW_KEY_PREFIX = '/api/admin/tutor-applications';
