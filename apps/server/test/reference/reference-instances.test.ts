import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { FIXED_NOW } from '../declarations/declarations-helpers.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { useTwoInstances } from '../helpers/two-instances.js';
import { fetchCall, type Call } from '../instances/http-call.js';
import { referenceUrl, TYPES_ADMIN } from './reference-helpers.js';

/**
 * Issue 13 point 2: a change of reference data made through one instance shows on the other at
 * once (its caches are cleared before the write answers), as in instances/shared-caches.test.ts:
 * two apps on one database, each called over real HTTP.
 */
const instances = useTwoInstances({ now: () => FIXED_NOW, overHttp: true });

async function request(base: string, path: string, options: Call = {}) {
  const response = await fetchCall(base, path, options);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function tokenOf(key: string) {
  const response = await fetch(`${instances.first}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: emailOf(key), password: TEST_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const titles = (body: unknown) =>
  (body as Array<{ title: { rendered: string } }>).map((item) => item.title.rendered);

describe('reference data changed through one instance', () => {
  it('offers a new declaration type on the other instance at once', async () => {
    const daan = await tokenOf('daan');
    const admin = await tokenOf('admin');
    const before = await request(instances.second, '/wp-json/wp/v2/declaration_types', {
      token: daan,
    });
    expect(titles(before.body)).not.toContain('Thuiswerkvergoeding');
    const created = await request(instances.first, TYPES_ADMIN, {
      method: 'POST',
      token: admin,
      body: { title: 'Thuiswerkvergoeding' },
    });
    expect(created.status).toBe(201);
    const after = await request(instances.second, '/wp-json/wp/v2/declaration_types', {
      token: daan,
    });
    expect(titles(after.body)).toContain('Thuiswerkvergoeding');
  });

  it('shows a renamed opdrachtgever in a profile kept by the other instance at once', async () => {
    const daan = await tokenOf('daan');
    const beheer = await tokenOf('beheer');
    const profile = () =>
      request(instances.second, '/wp-json/custom/v1/user-profile', { token: daan }).then(
        (response) =>
          (
            response.body as {
              profile: { opdrachtgevers: Array<{ ID: number; post_title: string }> };
            }
          ).profile.opdrachtgevers,
      );
    const [client] = await profile();
    const renamed = await request(
      instances.first,
      referenceUrl('intra_opdrachtgevers', client!.ID),
      {
        method: 'PATCH',
        token: beheer,
        body: { title: 'Rijkswaterstaat (RWS)' },
      },
    );
    expect(renamed.status).toBe(200);
    expect((await profile())[0]?.post_title).toBe('Rijkswaterstaat (RWS)');
  });
});
