import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { isSaneRequestId, REQUEST_ID_HEADER } from '@shop/domain';
import type { TrustProxy } from '../config.ts';

/** The ranges TRUST_PROXY's names stand for (as Fastify's trustProxy reads them). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether the peer that sent the request (the last hop) is one of TRUST_PROXY's proxies. */
export function trustsPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  // A hop count trusts the first n hops from this server, the peer being the first.
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((name) => NAMED_RANGES[name] ?? [name])) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket reads ::ffff:10.0.0.2.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `genReqId` (decision 109): the X-Request-Id a trusted proxy sent, when it is a sane one
 * (at most 128 of `A-Z a-z 0-9 . _ : -`); otherwise a new UUID. A client's own header is never
 * believed: it could make its requests' log lines look like someone else's.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return isSaneRequestId(sent) && trusted(request.socket?.remoteAddress) ? sent : randomUUID();
  };
}

const isRefusal = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload) && (payload as { success?: unknown }).success === false;

/**
 * Every answer carries X-Request-Id, and every error answer's body its `request_id` (the error
 * handler's, the unknown route's, the rate limits', a route's own refusal): what a bug report and a
 * support mail quote to find the request's log lines, each of which has it as `reqId`.
 */
export function registerRequestIds(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, the catalogue's included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isRefusal(payload) ? { ...payload, request_id: request.id } : payload,
  );
}
