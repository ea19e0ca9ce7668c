import {
  ACF_FILTER_PATTERN,
  acfFilterParam,
  canEditContent,
  idListParam,
  POST_STATUSES,
  postListQuerySchema,
  type PostListQuery,
} from '@portal/contract';
import type { z } from 'zod';
import { WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { PostTypeConfig } from './post-types.js';
import { forbiddenStatus, wpInvalidParams, wpInvalidQuery } from '../../http/wp-errors.js';

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
  acf: Array<{ field: string; values: string[] }>;
  /** Personal types for a non-administrator: only what this user may see. */
  visibleTo?: number;
}

export interface PostPaging {
  page: number;
  perPage: number;
  orderby: PostListQuery['orderby'];
  order: 'asc' | 'desc';
}

export interface ParsedPostList {
  filters: PostFilters;
  paging: PostPaging;
  fields?: string[];
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * `include[]=1&include[]=2` and `status[0]=publish` (PHP's array syntax) read like repeated
 * parameters; everything else stays as Fastify parsed it.
 */
export function normalizeQueryKeys(raw: unknown): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    const bracket = /^([A-Za-z_][A-Za-z0-9_]*)\[[^\]]*\]$/.exec(key);
    const name = bracket ? bracket[1]! : key;
    if (bracket || normalized[name] !== undefined) {
      normalized[name] = [
        ...(normalized[name] === undefined ? [] : asArray(normalized[name])),
        ...asArray(value),
      ];
    } else {
      normalized[name] = value;
    }
  }
  return normalized;
}

const schemas = new Map<number, ReturnType<typeof postListQuerySchema>>();
function listSchema(maxPerPage: number) {
  let schema = schemas.get(maxPerPage);
  if (!schema) {
    schema = postListQuerySchema(maxPerPage);
    schemas.set(maxPerPage, schema);
  }
  return schema;
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw wpInvalidQuery(result.error);
  return result.data;
}

const dateBound = (value: string | undefined): DateBound | undefined =>
  value === undefined ? undefined : { value, local: !/(Z|[+-]\d{2}:?\d{2})$/.test(value) };

/** GET /wp/v2/{type}'s query, checked against the contract and the viewer's rights. */
export function parsePostListQuery(
  config: PostTypeConfig,
  raw: unknown,
  viewer: AuthenticatedUser,
): ParsedPostList {
  const normalized = normalizeQueryKeys(raw);
  const query = parseOrThrow(listSchema(config.maxPerPage), normalized);

  let termIds: number[] | undefined;
  if (config.taxonomy && normalized[config.taxonomy] !== undefined) {
    termIds = parseOrThrow(idListParam(config.taxonomy), normalized[config.taxonomy]);
  }
  const acf: PostFilters['acf'] = [];
  for (const [key, value] of Object.entries(normalized)) {
    if (!key.startsWith('acf_')) continue;
    const match = ACF_FILTER_PATTERN.exec(key);
    if (!match) {
      throw wpInvalidParams([
        { name: key, code: 'rest_invalid_param', message: `${key} is not a valid ACF field name.` },
      ]);
    }
    acf.push({ field: match[1]!, values: parseOrThrow(acfFilterParam(key), value) });
  }

  const requested = query.status ?? ['publish'];
  const statuses = requested.includes('any') ? [...POST_STATUSES] : [...new Set(requested)];
  if (statuses.some((status) => status !== 'publish') && !canEditContent(viewer.roles)) {
    throw forbiddenStatus(true);
  }
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
      termIds,
      acf,
      visibleTo: config.personal && !viewer.roles.includes('administrator') ? viewer.id : undefined,
    },
    paging: {
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order ?? 'desc',
    },
    fields: query._fields,
  };
}
