export * from './define.ts';
export * from './auth.ts';
export * from './system.ts';
export * from './dashboard.ts';
export * from './public-site.ts';
export * from './engagement.ts';
export * from './content.ts';
export * from './operations.ts';
export * from './platform.ts';
import { authContracts } from './auth.ts';
import { contentContracts } from './content.ts';
import { dashboardContracts } from './dashboard.ts';
import { engagementContracts } from './engagement.ts';
import { publicSiteContracts } from './public-site.ts';
import { systemContracts } from './system.ts';

/** Every endpoint of the product, for OpenAPI and for the bad-input property tests. */
export const allContracts = {
  ...authContracts,
  ...systemContracts,
  ...dashboardContracts,
  ...publicSiteContracts,
  ...engagementContracts,
  ...contentContracts,
};
