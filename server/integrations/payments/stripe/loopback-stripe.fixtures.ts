import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the adapter made to Stripe's API: its form body (or a GET's query) and its Idempotency-Key. */
export interface StripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
  query: URLSearchParams;
  key: string | undefined;
}

/**
 * Stripe's API played on loopback for adapter tests: `answer` gives each call's JSON in Stripe's shape
 * (status 200 unless it says otherwise); the real Stripe library is pointed at it, so the requests
 * are what the adapter really sends. Every call is recorded, in order.
 */
export async function loopbackStripe(
  answer: (call: StripeCall) => unknown | { status: number; body: unknown },
) {
  const calls: StripeCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.invalid');
      const call: StripeCall = {
        method: req.method ?? '',
        path: url.pathname,
        body: new URLSearchParams(req.method === 'GET' ? url.search : raw),
        query: url.searchParams,
        key: req.headers['idempotency-key'] as string | undefined,
      };
      calls.push(call);
      const given = answer(call);
      const withStatus =
        given && typeof given === 'object' && 'status' in given && 'body' in given
          ? (given as { status: number; body: unknown })
          : { status: 200, body: given };
      res.statusCode = withStatus.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(withStatus.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new Stripe('sk_test_offline', {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { client, calls, close: () => server.close() };
}
