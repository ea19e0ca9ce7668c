import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProvider } from '../../src/modules/company-sign-in/provider.js';

/** A provider that answers every discovery with 500, counting them. */
let asked = 0;
const server = createServer((_request, response) => {
  asked += 1;
  response.writeHead(500).end();
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('asks a provider that failed again only after 30 s, not at every sign-in', async () => {
  let clock = 1_000_000;
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createProvider(
    {
      issuer,
      clientId: 'portal',
      clientSecret: 'geheim',
      label: 'x',
      allowedDomains: [],
      createUsers: false,
      rolesClaim: 'groups',
      roleMap: [],
      allowAdmin: false,
    },
    () => clock,
  );
  await expect(provider.configuration()).rejects.toThrow();
  expect(asked).toBe(1);
  for (let n = 0; n < 5; n++) await expect(provider.configuration()).rejects.toThrow();
  expect(asked).toBe(1);
  clock += 30_000;
  await expect(provider.configuration()).rejects.toThrow();
  expect(asked).toBe(2);
});
