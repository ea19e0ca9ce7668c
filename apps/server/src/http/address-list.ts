import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** `10.0.0.1`, `::1`, or a CIDR such as `10.0.0.0/8` or `fd00::/8`. */
export function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A comma list of addresses and CIDRs, e.g. METRICS_ALLOW. */
export const addressListSchema = z
  .string()
  .trim()
  .transform((value, context): string[] => {
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be a comma list of addresses and CIDRs (127.0.0.1,::1,10.0.0.0/8); not: ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** `::ffff:10.0.0.1`, how a dual-stack socket shows an IPv4 client, as the IPv4 address. */
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) lies in the list; never for a non-address. */
export function createAddressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (raw) => {
    const address = raw.replace(MAPPED_V4, '$1');
    const family = isIP(address);
    if (family === 0) return false;
    return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
