import { expect, type APIRequestContext } from '@playwright/test';
import { amsterdamToday, iso } from './dates.js';
import { DEMO_PASSWORD, demoEmail } from './demo.js';

/** A demo person's bearer token, signed in through the API. */
export async function tokenOf(request: APIRequestContext, key: string) {
  const response = await request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: demoEmail(key), password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * A line of "Overige kosten" today and this month submitted, through the API: the set-up of a
 * journey that starts at the review of a sent month.
 */
export async function declareAndSubmit(request: APIRequestContext, key: string, amount: number) {
  const today = amsterdamToday();
  const headers = { authorization: `Bearer ${await tokenOf(request, key)}` };
  const types = (await (
    await request.get('/wp-json/wp/v2/declaration_types', { headers })
  ).json()) as Array<{ id: number; title: { rendered: string } }>;
  const other = types.find((t) => t.title.rendered === 'Overige kosten')!;
  const added = await request.post('/wp-json/custom/v1/declarations/add-declaration-row', {
    headers,
    data: {
      declaration_type: other.id,
      date: iso(today.year, today.month, today.day),
      amount,
      description: 'Boeken',
      vat_rate: 9,
    },
  });
  expect(added.status()).toBe(200);
  const submitted = await request.post('/wp-json/custom/v1/declarations/submit', {
    headers,
    data: { year: today.year, month: today.month },
  });
  expect(submitted.status()).toBe(200);
}
