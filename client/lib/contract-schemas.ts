/**
 * The contracts with their zod schemas, for a form that checks its input by the server's own rules
 * before sending. Loaded when such a form is first submitted, so no page's first load carries zod
 * (ADR 012); calls themselves go through the schema-free endpoints of common/contracts/endpoints.ts.
 */
export const loadContracts = () => import('../../common/contracts/index');
