import { TAXONOMIES, type Term } from '@portal/contract';
import type { TermRow } from './terms-repository.js';

/** A category as WordPress answers it (anchors/wordpress/samples/terms-*.json). */
export function presentTerm(row: TermRow, baseUrl: string): Term {
  const api = `${baseUrl}/wp-json/wp/v2`;
  return {
    id: row.id,
    count: row.count,
    description: row.description,
    link: `${baseUrl}/${row.taxonomy}/${row.slug}/`,
    name: row.name,
    slug: row.slug,
    taxonomy: row.taxonomy,
    parent: row.parent,
    meta: [],
    _links: {
      self: [{ href: `${api}/${row.taxonomy}/${row.id}` }],
      collection: [{ href: `${api}/${row.taxonomy}` }],
      about: [{ href: `${api}/taxonomies/${row.taxonomy}` }],
      'wp:post_type': [{ href: `${api}/${TAXONOMIES[row.taxonomy]}?${row.taxonomy}=${row.id}` }],
    },
  };
}
