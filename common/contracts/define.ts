import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, declared once: the server registers and validates it from this object and the
 * client's typed api() helper calls it, so the two cannot drift.
 */
export interface Contract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> {
  method: M;
  path: P;
  /** Body for POST/PUT/PATCH/DELETE, query for GET; path params are read from `params`. */
  input: I;
  params?: z.ZodObject;
  output: O;
  summary: string;
  tags: string[];
  /**
   * The call starts or ends a session (sign-in, registration, sign-out), which replaces the CSRF
   * token. The client runs it alone: after the calls already under way, before any new one.
   */
  changesSession?: boolean;
}

export function defineContract<
  M extends HttpMethod,
  P extends string,
  I extends z.ZodType,
  O extends z.ZodType,
>(c: Contract<M, P, I, O>): Contract<M, P, I, O> {
  return c;
}

export type ContractInput<C extends Contract> = z.input<C['input']>;
export type ContractOutput<C extends Contract> = z.output<C['output']>;

/**
 * An endpoint as the browser knows it: method and path, typed with its contract's input and output,
 * but without the schemas (so the browser's first load needs no zod; ADR 012). The contract type is
 * a phantom: it exists for the type checker only.
 */
export interface Endpoint<C extends Contract = Contract> {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly changesSession?: boolean;
  readonly __contract?: C;
}

export type Endpoints<T extends Record<string, Contract>> = { readonly [K in keyof T]: Endpoint<T[K]> };

export type EndpointContract<E extends Endpoint> = E extends Endpoint<infer C> ? C : never;
export type EndpointInput<E extends Endpoint> = ContractInput<EndpointContract<E>>;
export type EndpointOutput<E extends Endpoint> = ContractOutput<EndpointContract<E>>;
