/**
 * Typed views of the routes for the browser's api(): each carries its contract's input and output
 * types and no schema (ADR 012). Type imports of the contracts only: nothing of zod reaches the browser.
 */
import type { Endpoints } from './define.ts';
import type { authContracts } from './auth.ts';
import type { systemContracts } from './system.ts';
import type { dashboardContracts } from './dashboard.ts';
import type { publicSiteContracts } from './public-site.ts';
import type { engagementContracts } from './engagement.ts';
import type { contentContracts } from './content.ts';
import type { operationsContracts } from './operations.ts';
import type { platformContracts } from './platform.ts';
import {
  authRoutes,
  contentRoutes,
  dashboardRoutes,
  engagementRoutes,
  operationsRoutes,
  platformRoutes,
  publicSiteRoutes,
  systemRoutes,
} from './routes.ts';

export const authEndpoints = authRoutes as unknown as Endpoints<typeof authContracts>;
export const systemEndpoints = systemRoutes as unknown as Endpoints<typeof systemContracts>;
export const dashboardEndpoints = dashboardRoutes as unknown as Endpoints<typeof dashboardContracts>;
export const publicSiteEndpoints = publicSiteRoutes as unknown as Endpoints<typeof publicSiteContracts>;
export const engagementEndpoints = engagementRoutes as unknown as Endpoints<typeof engagementContracts>;
export const contentEndpoints = contentRoutes as unknown as Endpoints<typeof contentContracts>;
export const operationsEndpoints = operationsRoutes as unknown as Endpoints<typeof operationsContracts>;
export const platformEndpoints = platformRoutes as unknown as Endpoints<typeof platformContracts>;
