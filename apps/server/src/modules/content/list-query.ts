import {
  canReadUnpublished,
  POST_STATUSES,
  type AcfFilter,
  type PostListQuery,
} from '@portal/contract';
import { WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { personalScope, type PostTypeConfig } from './post-types.js';
import { forbiddenContext, forbiddenStatus } from '../../http/wp-errors.js';

/** A date bound of after/before: with an offset an instant, without one Amsterdam local time. */
export interface DateBound {
  value: string;
  local: boolean;
}

export interface PostFilters {
  statuses: string[];
  include?: number[];
  exclude?: number[];
  authors?: number[];
  slugs?: string[];
  searchWords: string[];
  after?: DateBound;
  before?: DateBound;
  termIds?: number[];
  acf: AcfFilter[];
  /** Personal types for a non-administrator: only what this user may see. */
  visibleTo?: number;
}

export interface PostPaging {
  page: number;
  perPage: number;
  orderby: PostListQuery['orderby'];
  order: 'asc' | 'desc';
}

export interface PostListRequest {
  filters: PostFilters;
  paging: PostPaging;
  fields?: string[];
  /** context=edit: the stored text (`raw`) is answered too. */
  edit: boolean;
}

const dateBound = (value: string | undefined): DateBound | undefined =>
  value === undefined ? undefined : { value, local: !/(Z|[+-]\d{2}:?\d{2})$/.test(value) };

/**
 * GET /wp/v2/{type}'s query, which the contract validated, checked against the viewer's rights
 * and read as the repository's filters and paging.
 */
export function postListRequest(
  config: PostTypeConfig,
  query: PostListQuery,
  viewer: AuthenticatedUser,
): PostListRequest {
  const requested = query.status ?? ['publish'];
  const statuses = requested.includes('any') ? [...POST_STATUSES] : [...new Set(requested)];
  // `any` is every status but trash, as in WordPress.
  const reader = canReadUnpublished(viewer.roles);
  if (statuses.some((status) => status !== 'publish') && !reader) {
    throw forbiddenStatus(true);
  }
  const edit = query.context === 'edit';
  if (edit && !reader) throw forbiddenContext();
  if (query.orderby === 'include' && !query.include?.length) {
    throw new WpHttpError(
      400,
      'rest_orderby_include_missing_include',
      'You need to define an include parameter to order by include.',
    );
  }

  return {
    filters: {
      statuses,
      include: query.include,
      exclude: query.exclude,
      authors: query.author,
      slugs: query.slug,
      searchWords: (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10),
      after: dateBound(query.after),
      before: dateBound(query.before),
      termIds: query.termIds,
      acf: query.acfFilters,
      visibleTo: personalScope(config, viewer),
    },
    paging: {
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order ?? 'desc',
    },
    fields: query._fields,
    edit,
  };
}
