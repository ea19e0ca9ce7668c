import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WpClient } from '../../src/modules/wordpress-import/wp-client.js';

/** Two local servers: the WordPress site, and another host a hostile site might point at. */
const seen: Array<{ server: string; url: string; headers: IncomingHttpHeaders }> = [];
let site: Server;
let other: Server;
const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function listen(
  name: string,
  answer: (url: string) => { status: number; headers?: Record<string, string>; body?: string },
) {
  const server = createServer((request, response) => {
    seen.push({ server: name, url: request.url ?? '', headers: request.headers });
    const { status, headers, body } = answer(request.url ?? '');
    response.writeHead(status, headers).end(body ?? '');
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  other = await listen('other', () => ({ status: 200, body: 'geheim' }));
  site = await listen('site', (url) =>
    url === '/wp-content/uploads/weg.pdf'
      ? { status: 302, headers: { location: `${base(other)}/buit` } }
      : { status: 200, body: '%PDF-1.4 bestand' },
  );
});

afterAll(() => {
  site.close();
  other.close();
});

describe("the import's WordPress client", () => {
  const client = () => new WpClient({ url: base(site), user: 'admin', appPassword: 'abcd efgh' });

  it('sends the application password to the site only', async () => {
    const bytes = await client().download(`${base(site)}/wp-content/uploads/goed.pdf`, 1000);
    expect(Buffer.from(bytes).toString()).toBe('%PDF-1.4 bestand');
    const request = seen.find((entry) => entry.url === '/wp-content/uploads/goed.pdf')!;
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('admin:abcdefgh').toString('base64')}`,
    );
  });

  it('downloads nothing from another host, and follows no redirect there', async () => {
    await expect(client().download(`${base(other)}/buit`, 1000)).rejects.toThrow(
      'is not on the site',
    );
    await expect(
      client().download(`${base(site)}/wp-content/uploads/weg.pdf`, 1000),
    ).rejects.toThrow('redirects are not followed');
    expect(seen.filter((entry) => entry.server === 'other')).toEqual([]);
  });

  it('refuses a file larger than allowed', async () => {
    await expect(
      client().download(`${base(site)}/wp-content/uploads/groot.pdf`, 5),
    ).rejects.toThrow('larger than 5 bytes');
  });
});
