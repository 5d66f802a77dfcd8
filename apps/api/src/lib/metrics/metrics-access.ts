import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read the metrics (decision 110): a request with `Authorization: Bearer METRICS_TOKEN`, or
 * one whose address (as the app resolves it behind TRUST_PROXY) is in METRICS_ALLOW. Null when
 * neither is set: the metrics are closed to everybody.
 */
export function metricsAccess(config: Config['metrics']): ((request: FastifyRequest) => boolean) | null {
  if (config.token === undefined && config.allow.length === 0) return null;
  const allowed = new BlockList();
  for (const entry of config.allow) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(prefix), family);
  }
  const token = config.token === undefined ? null : digest(config.token);
  return (request) => {
    const header = request.headers.authorization;
    // Compared as digests of equal length, in constant time.
    if (token && header?.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7).trim()), token)) return true;
    const family = isIP(request.ip);
    return family !== 0 && allowed.check(request.ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}
