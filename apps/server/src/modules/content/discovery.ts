import { POST_TYPES, TAXONOMIES, type PostType, type Taxonomy } from '@portal/contract';
import { listAssignments } from '@portal/contract/endpoints/assignments';
import { categoryEndpoints, contentEndpoints } from '@portal/contract/endpoints/content';
import type { PostTypeInfo, TaxonomyInfo } from '@portal/contract/endpoints/discovery';
import { postTypeConfig } from './post-types.js';

/**
 * What /wp/v2/types and /wp/v2/taxonomies answer (anchors/wordpress/samples/types.json,
 * taxonomies.json): the post types and taxonomies this server has routes for, nothing more.
 * Each `rest_base` is the last part of the type's or taxonomy's own list route, so a route and
 * its entry cannot disagree.
 */

/** The assignments are their own module's type, at /wp/v2/assignments. */
type ServedType = PostType | 'assignments';

/** The plural labels, as the WordPress back end registers them (Assignments in English there). */
const TYPE_NAMES: Record<ServedType, string> = {
  nieuws: 'Nieuws',
  arbeidsvoorwaarden: 'Arbeidsvoorwaarden',
  kennisbank: 'Kennisbank',
  bibliotheek: 'Bibliotheek',
  moodtrackers: 'Moodtrackers',
  functies: 'Functies',
  intra_opdrachtgevers: 'Opdrachtgevers',
  dienstverbanden: 'Dienstverbanden',
  assignments: 'Assignments',
};

const TAXONOMY_NAMES: Record<Taxonomy, string> = {
  arbeidsvoorwaarden_categorieen: 'Arbeidsvoorwaarden categorieën',
  kennisbank_categorieen: 'Kennisbank categorieën',
};

const NAMESPACE = 'wp/v2';
const restBaseOf = (listPath: string) => listPath.slice(listPath.lastIndexOf('/') + 1);

const LIST_PATHS: Record<ServedType, string> = {
  ...(Object.fromEntries(
    POST_TYPES.map((type) => [type, contentEndpoints[type].list.path]),
  ) as Record<PostType, string>),
  assignments: listAssignments.path,
};

function linksOf(api: string, collection: 'types' | 'taxonomies', restBase: string) {
  return {
    collection: [{ href: `${api}/${collection}` }],
    'wp:items': [{ href: `${api}/${restBase}` }],
    curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
  };
}

/** Every served post type and taxonomy, keyed by slug, with links to this server. */
export function describeContentTypes(baseUrl: string) {
  const api = `${baseUrl}/wp-json/${NAMESPACE}`;
  const types = new Map<string, PostTypeInfo>();
  for (const type of Object.keys(LIST_PATHS) as ServedType[]) {
    const taxonomy = type === 'assignments' ? undefined : postTypeConfig(type)?.taxonomy;
    const restBase = restBaseOf(LIST_PATHS[type]);
    types.set(type, {
      description: '',
      hierarchical: false,
      has_archive: true,
      name: TYPE_NAMES[type],
      slug: type,
      icon: null,
      taxonomies: taxonomy ? [taxonomy] : [],
      rest_base: restBase,
      rest_namespace: NAMESPACE,
      _links: linksOf(api, 'types', restBase),
    });
  }
  const taxonomies = new Map<string, TaxonomyInfo>();
  for (const taxonomy of Object.keys(TAXONOMIES) as Taxonomy[]) {
    const restBase = restBaseOf(categoryEndpoints[taxonomy].list.path);
    taxonomies.set(taxonomy, {
      name: TAXONOMY_NAMES[taxonomy],
      slug: taxonomy,
      description: '',
      types: [TAXONOMIES[taxonomy]],
      hierarchical: true,
      rest_base: restBase,
      rest_namespace: NAMESPACE,
      _links: linksOf(api, 'taxonomies', restBase),
    });
  }
  return { types, taxonomies };
}
