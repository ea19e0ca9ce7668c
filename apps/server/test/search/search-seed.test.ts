import { searchResultSchema } from '@portal/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { call, signIn, useContentApp } from '../content/content-helpers.js';

/**
 * The demo content is searchable as uploaded content would be: its PDFs carry their text, so
 * a word that is only inside a library PDF ("samenvatting") finds its library entry.
 */

const ctx = useContentApp();

describe('search over the demo content', () => {
  it('finds a library entry by the text of its PDF, and a news item by its title', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const search = async (words: string) => {
      const response = await call(ctx.app, daan, `/wp-json/wp/v2/search?search=${words}`);
      expect(response.statusCode).toBe(200);
      return z.array(searchResultSchema).parse(response.json());
    };
    const library = (await search('samenvatting')).find((hit) => hit.kind === 'bibliotheek');
    expect(library).toMatchObject({
      title: 'Personeelshandboek',
      kind: 'bibliotheek',
      url: '/portal/bibliotheek',
    });
    expect(library!.snippet).toContain('<mark>Samenvatting</mark>');
    const news = await search('pensioenregeling');
    expect(news[0]).toMatchObject({ title: 'Wijzigingen in de pensioenregeling', kind: 'nieuws' });
  });
});
