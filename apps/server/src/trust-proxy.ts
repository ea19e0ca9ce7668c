import { z } from 'zod';
import { isAddressOrCidr } from './http/address-list.js';

/** Range names that proxy-addr (behind Fastify's trustProxy) understands. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyEntry = (entry: string) => NAMED_RANGES.has(entry) || isAddressOrCidr(entry);

const MESSAGE =
  'must be true, false, a hop count, or a comma list of proxy addresses and CIDRs (127.0.0.1,10.0.0.0/8)';

/**
 * TRUST_PROXY, handed to Fastify's `trustProxy`: which proxies may tell us the client's address
 * in X-Forwarded-For. Off by default, so nobody can pretend another address (the login limits
 * count per address). `true` trusts every hop, a number that many hops, a list only those
 * proxies (the safest choice behind a known reverse proxy).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries;
    context.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });

export type TrustProxy = z.infer<typeof trustProxySchema>;

/**
 * Fastify 5 turns a plain hop count into "trust nobody" (it cannot check the nearest peer), so a
 * count becomes proxy-addr's own rule: the nearest `hops` hops are proxies, whatever their
 * address. Only right when nothing but those proxies can reach the server; a list of addresses
 * is safer.
 */
export function fastifyTrustProxy(
  value: TrustProxy | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value ?? false;
  return (_address, hop) => hop < value;
}
