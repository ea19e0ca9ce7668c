import { describe, expect, it } from 'vitest';
import { wpListResponse } from '@/test/content-responses';
import { createSessionHarness } from '@/test/session-harness';
import { jsonResponse } from '@/test/wp-responses';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import { requestWpPage } from './wp-page';

describe('requestWpPage', () => {
  it('reads the totals from X-WP-Total and X-WP-TotalPages', async () => {
    const harness = createSessionHarness();
    harness.signIn();
    harness.api.on(
      'GET',
      '/wp/v2/nieuws',
      wpListResponse([{ id: 1 }], { total: 26, totalPages: 26 }),
    );
    await expect(
      requestWpPage(harness.client, contentEndpoints.nieuws.list, {
        query: { per_page: 1, page: 1 },
      }),
    ).resolves.toEqual({ items: [{ id: 1 }], total: 26, totalPages: 26 });
    expect(harness.api.calls[0]?.query.toString()).toBe('per_page=1&page=1');
  });

  it('takes the page for everything when a back end leaves the headers out', async () => {
    const harness = createSessionHarness();
    harness.signIn();
    harness.api.on('GET', '/wp/v2/nieuws', jsonResponse(200, [{ id: 1 }, { id: 2 }]));
    await expect(requestWpPage(harness.client, contentEndpoints.nieuws.list)).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 2,
      totalPages: 1,
    });
  });
});
