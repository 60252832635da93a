import { describe, expect, it } from 'vitest';
import { authContracts } from './auth.ts';
import { systemContracts } from './system.ts';
import { dashboardContracts } from './dashboard.ts';
import { operationsContracts } from './operations.ts';
import { platformContracts } from './platform.ts';
import { catalogContracts } from './catalog.ts';
import { blogContracts } from './blog.ts';
import { legalContracts } from './legal.ts';
import { conversionContracts } from './conversion.ts';
import { languageContracts } from './language.ts';
import { consentContracts } from './consent.ts';
import { psychologyContracts } from './psychology.ts';
import { supportContracts } from './support.ts';
import { analyticsContracts } from './analytics.ts';
import * as routes from './endpoints.ts';
import { isCatalogId, isPostRef, isUuid } from './values.ts';

const groups = {
  auth: [authContracts, routes.authEndpoints],
  system: [systemContracts, routes.systemEndpoints],
  dashboard: [dashboardContracts, routes.dashboardEndpoints],
  operations: [operationsContracts, routes.operationsEndpoints],
  platform: [platformContracts, routes.platformEndpoints],
  catalog: [catalogContracts, routes.catalogEndpoints],
  blog: [blogContracts, routes.blogEndpoints],
  legal: [legalContracts, routes.legalEndpoints],
  conversion: [conversionContracts, routes.conversionEndpoints],
  language: [languageContracts, routes.languageEndpoints],
  consent: [consentContracts, routes.consentEndpoints],
  psychology: [psychologyContracts, routes.psychologyEndpoints],
  support: [supportContracts, routes.supportEndpoints],
  analytics: [analyticsContracts, routes.analyticsEndpoints],
} as const;

describe('the browser endpoints (ADR 012)', () => {
  it.each(Object.entries(groups))(
    '%s: one endpoint per contract, with its method, path and session flag',
    (_, [contracts, endpoints]) => {
      expect(Object.keys(endpoints).sort()).toEqual(Object.keys(contracts).sort());
      for (const [name, contract] of Object.entries(contracts)) {
        const endpoint = (
          endpoints as Record<string, { method: string; path: string; changesSession?: boolean }>
        )[name]!;
        expect({ name, ...endpoint }).toEqual({
          name,
          method: contract.method,
          path: contract.path,
          ...(contract.changesSession ? { changesSession: true } : {}),
        });
        // Nothing of zod reaches the browser through an endpoint.
        expect(Object.keys(endpoint).sort()).toEqual(
          contract.changesSession ? ['changesSession', 'method', 'path'] : ['method', 'path'],
        );
      }
    },
  );

  it('id checks the browser makes agree with the contracts it skips', () => {
    const cases = ['guitar', 'bad-Case', 'a'.repeat(80), 'a'.repeat(81), '', 'x y', 'hamburg-2'];
    for (const id of cases) {
      expect(isCatalogId(id), id).toBe(catalogContracts.getSkill.params!.safeParse({ id }).success);
      expect(isPostRef(id), id).toBe(blogContracts.getPost.params!.safeParse({ id }).success);
    }
    const uuids = [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
      'not-a-uuid',
      '',
    ];
    for (const id of uuids)
      expect(isUuid(id), id).toBe(blogContracts.adminGetPost.params!.safeParse({ id }).success);
  });
});
