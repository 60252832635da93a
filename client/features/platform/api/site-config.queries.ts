import { platformEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/**
 * The site's configured settings (GET /api/site-config): pages that show a support contact list it in
 * their route's `data`, so the server renders them with it.
 */
export const siteConfigQuery = () => endpointQuery(platformEndpoints.siteConfig, {});
