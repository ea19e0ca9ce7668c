import type { FastifyRequest } from 'fastify';

/** `1.2.3.4:5678` and `[2001:db8::1]:5678` (ports some proxies add) to the bare address. */
function bareAddress(entry: string): string {
  const text = entry.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return v4WithPort ? v4WithPort[1]! : text;
}

const headerValues = (value: string | string[] | undefined) =>
  [value ?? []].flat().flatMap((line) => line.split(','));

/** Every client address the proxy headers name (Forwarded, X-Forwarded-For, X-Real-IP). */
function proxiedAddresses(request: FastifyRequest): string[] {
  const { headers } = request;
  const forwarded = headerValues(headers.forwarded).flatMap((element) =>
    element
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => /^for=/i.test(pair))
      .map((pair) => pair.slice(4)),
  );
  return [
    ...forwarded,
    ...headerValues(headers['x-forwarded-for']),
    ...headerValues(headers['x-real-ip']),
  ].map(bareAddress);
}

/**
 * Whether a request may read /metrics. Judged by the socket's address, not `request.ip`: a
 * reverse proxy on this host connects from loopback for everyone it forwards, and a TRUST_PROXY
 * set too wide would let a client name any address. So the connection and every address a
 * proxy header names must all be allowed: a proxied request from outside carries its
 * client's address and is refused, and a client who adds a header can only refuse itself.
 * Anything that is not an address ("unknown", an obfuscated id) is not allowed.
 */
export function metricsAllowed(
  request: FastifyRequest,
  isAllowed: (address: string) => boolean,
): boolean {
  const socket = request.socket.remoteAddress;
  if (!socket || !isAllowed(socket)) return false;
  return proxiedAddresses(request).every(isAllowed);
}
