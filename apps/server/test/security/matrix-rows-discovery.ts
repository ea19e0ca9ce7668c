// Rows of the authorization matrix: WordPress's discovery of post types and taxonomies.
import {
  getPostType,
  getTaxonomy,
  listPostTypes,
  listTaxonomies,
} from '@portal/contract/endpoints/discovery';
import { get, path, plain, signedIn, type MatrixRow } from './matrix-expect.js';

export const discoveryRows: MatrixRow[] = [
  plain(listPostTypes, 'the post types', signedIn(200), () => get(listPostTypes.path)),
  plain(getPostType, 'one post type', signedIn(200), () =>
    get(path(getPostType, { type: 'nieuws' })),
  ),
  plain(getPostType, 'a post type that does not exist', signedIn(404), () =>
    get(path(getPostType, { type: 'post' })),
  ),
  plain(listTaxonomies, 'the category taxonomies', signedIn(200), () =>
    get(`${listTaxonomies.path}?type=kennisbank`),
  ),
  plain(getTaxonomy, 'one category taxonomy', signedIn(200), () =>
    get(path(getTaxonomy, { taxonomy: 'kennisbank_categorieen' })),
  ),
  plain(getTaxonomy, 'a taxonomy that does not exist', signedIn(404), () =>
    get(path(getTaxonomy, { taxonomy: 'category' })),
  ),
];
