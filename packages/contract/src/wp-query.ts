import { z } from 'zod';
import { isIsoDateTime } from './rules/calendar.js';
import { DEFAULT_PER_PAGE_MAX, POST_STATUSES, type Taxonomy } from './rules/content.js';

/**
 * Query parameters of the WordPress-style lists (/wp/v2/{type}, /wp/v2/{taxonomy},
 * /intranet/v1/files). They follow WordPress: unknown ones are ignored, list values may be a
 * comma list (`include=1,2,3`) or repeated (`include=1&include=2`, `include[]=1`), and a bad
 * value is a 400 `rest_invalid_param` with WordPress's own (English) messages in `data.params`
 * and `data.details`, e.g. "per_page must be between 1 (inclusive) and 100 (inclusive)".
 */

const INT_MAX = 2_147_483_647;

/** What a client may put in one query parameter (a list goes as a comma list). */
export type QueryValue = string | number | boolean | readonly (string | number)[];

/** A comma list or a repeated parameter as an array of trimmed strings. */
export function asList(value: QueryValue | undefined): unknown {
  if (value === undefined) return undefined;
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    typeof item === 'string' ? item.split(',').map((part) => part.trim()) : [item],
  );
}

/** The last of a repeated parameter, as PHP reads `a=1&a=2`. */
const lastValue = (value: QueryValue): unknown =>
  Array.isArray(value) ? value[value.length - 1] : value;

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
    // `__proto__` would set the object's prototype, and an inherited name (`constructor`) is not
    // an earlier value of the parameter: neither is a parameter of ours, and both were a way to
    // reach Object.prototype (which the query cache then froze for the whole process).
    if (name === '__proto__') continue;
    if (bracket || Object.hasOwn(normalized, name)) {
      normalized[name] = [
        ...(Object.hasOwn(normalized, name) ? asArray(normalized[name]) : []),
        ...asArray(value),
      ];
    } else {
      normalized[name] = value;
    }
  }
  return normalized;
}

/** A query schema that reads PHP's array syntax first (see normalizeQueryKeys). */
export function wordpressQuery<S extends z.ZodType>(schema: S) {
  return z.preprocess((raw: z.input<S>) => normalizeQueryKeys(raw), schema);
}

export function integerParam(name: string, min: number, max?: number) {
  const bounds =
    max === undefined
      ? `${name} must be greater than or equal to ${min}`
      : `${name} must be between ${min} (inclusive) and ${max} (inclusive)`;
  const notInteger = `${name} is not of type integer.`;
  return z.preprocess(
    lastValue,
    z.coerce
      .number({ error: notInteger })
      .int({ error: notInteger })
      .min(min, { error: bounds })
      .max(max ?? INT_MAX, { error: bounds }),
  );
}

/** A list of ids (comma list or repeated), e.g. include, exclude or a taxonomy filter. */
export function idListParam(name: string) {
  return z
    .preprocess(
      asList,
      z
        .array(
          z.coerce
            .number({ error: `${name} is not of type integer.` })
            .int({ error: `${name} is not of type integer.` })
            .min(1, { error: `${name} is not of type integer.` })
            .max(INT_MAX, { error: `${name} is not of type integer.` }),
        )
        .max(1000, { error: `${name} must contain at most 1000 items.` }),
    )
    .optional();
}

export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const list = `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
  return z.preprocess(lastValue, z.enum(values, { error: `${name} is not one of ${list}.` }));
}

/**
 * An ISO 8601 date-time. Without an offset it is read in the site's time zone
 * (Europe/Amsterdam), as WordPress does; with `Z` or `+01:00` it is that instant.
 */
function dateTimeParam() {
  return z
    .preprocess(
      // An unencoded "+01:00" arrives as " 01:00" (a + in a query string is a space).
      (value: QueryValue) => {
        const last = lastValue(value);
        return typeof last === 'string' ? last.replace(/ (\d{2}:?\d{2})$/, '+$1') : last;
      },
      z.string({ error: 'Invalid date.' }),
    )
    .refine(isIsoDateTime, { error: 'Invalid date.', params: { wpCode: 'rest_invalid_date' } })
    .optional();
}

export const searchParam = z.preprocess(
  lastValue,
  z.string({ error: 'search is not of type string.' }).max(200, {
    error: 'search must be at most 200 characters long.',
  }),
);

const slugListParam = z.preprocess(asList, z.array(z.string().max(200)).max(100)).optional();

/** WordPress's `_fields=id,title`: only those top-level keys are answered. */
export const fieldsParam = z
  .preprocess(asList, z.array(z.string().max(100)).max(50))
  .optional()
  .describe(
    'Only these top-level keys are answered (`title.rendered` keeps `title`); the others of the response schema are left out.',
  );

/** The statuses a list may ask for: `any` is every one but trash, as in WordPress. */
const LISTED_STATUSES = [...POST_STATUSES, 'trash'] as const;

/**
 * `context=edit` adds the stored text (`title.raw`, `content.raw`, `excerpt.raw`); only for
 * administrator, editor and beheerder (others: 403 rest_forbidden_context, as WordPress).
 */
export const contextParam = enumParam('context', ['view', 'embed', 'edit'])
  .optional()
  .default('view');

export const POST_ORDERBY = [
  'author',
  'date',
  'id',
  'include',
  'modified',
  'slug',
  'title',
  'name',
] as const;

const postListShape = (maxPerPage: number) => ({
  page: integerParam('page', 1).optional().default(1),
  per_page: integerParam('per_page', 1, maxPerPage).optional().default(10),
  status: z
    .preprocess(
      asList,
      z.array(
        z.enum([...LISTED_STATUSES, 'any'], {
          error: `status is not one of ${LISTED_STATUSES.join(', ')} and any.`,
        }),
      ),
    )
    .optional(),
  context: contextParam,
  orderby: enumParam('orderby', POST_ORDERBY).optional().default('date'),
  order: enumParam('order', ['asc', 'desc']).optional(),
  include: idListParam('include'),
  exclude: idListParam('exclude'),
  author: idListParam('author'),
  slug: slugListParam,
  search: searchParam.optional(),
  after: dateTimeParam(),
  before: dateTimeParam(),
  _fields: fieldsParam,
});

/** `acf_<field>=value` (or a comma list: any of them) filters on an ACF field's value. */
export const ACF_FILTER_PATTERN = /^acf_([a-z][a-z0-9_]{0,63})$/;

export function acfFilterParam(name: string) {
  return z.preprocess(
    asList,
    z
      .array(z.string().max(200, { error: `${name} must be at most 200 characters long.` }))
      .min(1)
      .max(100, { error: `${name} must contain at most 100 items.` }),
  );
}

export interface AcfFilter {
  field: string;
  values: string[];
}

/**
 * Every `acf_<field>` parameter of a query as a filter; a field the type does not filter on, or
 * a bad value, is an issue. Only the type's own fields are accepted: each distinct name used to
 * reach the database, so random names could grow the database's memory (issue 8).
 */
function acfFiltersOf(
  query: Record<string, unknown>,
  allowed: readonly string[],
  ctx: z.RefinementCtx,
): AcfFilter[] {
  const filters: AcfFilter[] = [];
  for (const [key, value] of Object.entries(query)) {
    const field = allowedAcfField(key, value, allowed, ctx);
    if (field === undefined) continue;
    const values = acfFilterParam(key).safeParse(value);
    if (values.success) filters.push({ field, values: values.data });
    else for (const issue of values.error.issues) ctx.addIssue({ ...issue, path: [key] });
  }
  return filters;
}

/**
 * The ACF field an `acf_<field>` parameter filters on, when it is one of `allowed`; another
 * `acf_` name is an issue (400 rest_invalid_param). Undefined for those and for other keys.
 */
export function allowedAcfField(
  key: string,
  value: unknown,
  allowed: readonly string[],
  ctx: z.RefinementCtx,
): string | undefined {
  if (!key.startsWith('acf_')) return undefined;
  const match = ACF_FILTER_PATTERN.exec(key);
  if (match && allowed.includes(match[1]!)) return match[1]!;
  ctx.addIssue({
    code: 'custom',
    path: [key],
    input: value,
    message: allowed.length
      ? `${key} is not one of ${allowed.map((field) => `acf_${field}`).join(', ')}.`
      : `${key} is not a filter of this type; it has no ACF filters.`,
  });
  return undefined;
}

export interface PostListOptions {
  /** The type's per_page maximum (PER_PAGE_MAX). */
  maxPerPage: number;
  /** The type's category taxonomy: `?<taxonomy>=5,6` lists the items of those categories. */
  taxonomy?: Taxonomy;
  /** The ACF fields the type may be filtered on; any other `acf_<field>` is a 400. */
  acfFields?: readonly string[];
}

/**
 * GET /wp/v2/{type}. Beside these: the type's taxonomy (`?arbeidsvoorwaarden_categorieen=5`
 * or `?kennisbank_categorieen=5,6`) and `acf_<field>=value` filters on the type's own ACF fields
 * (comma list for "any of"), e.g. `acf_user=12` for moodtrackers; another `acf_` name is a 400. `orderby=name` sorts by title (the
 * library's call). Defaults: page 1, per_page 10, status publish, orderby date, order desc.
 * `after` and `before` compare the post date strictly. `_fields=id,title` keeps only those keys.
 *
 * The parsed query carries the taxonomy filter as `termIds` and the ACF filters as
 * `acfFilters`.
 */
export function postListQuerySchema({ maxPerPage, taxonomy, acfFields = [] }: PostListOptions) {
  const common = z.looseObject(postListShape(maxPerPage));
  const own: Record<string, z.ZodType> = {};
  if (taxonomy) own[taxonomy] = idListParam(taxonomy);
  for (const field of acfFields) own[`acf_${field}`] = acfFilterParam(`acf_${field}`).optional();
  // Every type's list has one TypeScript type: its own keys are the loose object's other keys.
  const shape = common.extend(own) as unknown as typeof common;
  return wordpressQuery(
    shape.transform((query, ctx) => ({
      ...query,
      termIds: taxonomy ? (query[taxonomy] as number[] | undefined) : undefined,
      acfFilters: acfFiltersOf(query, acfFields, ctx),
    })),
  );
}
export type PostListQuery = z.output<ReturnType<typeof postListQuerySchema>>;

/** GET /wp/v2/{type}/{id}: `_fields` and `context`. */
export const postItemQuerySchema = wordpressQuery(
  z.looseObject({ _fields: fieldsParam, context: contextParam }),
);

export const TERM_ORDERBY = ['id', 'include', 'name', 'slug', 'count', 'description'] as const;

const booleanParam = (name: string) =>
  z.preprocess(
    lastValue,
    z
      .enum(['true', 'false', '1', '0'], { error: `${name} is not of type boolean.` })
      .transform((value) => value === 'true' || value === '1'),
  );

/** GET /wp/v2/{taxonomy}: WordPress's term list (default orderby name, order asc). */
export const termListQuerySchema = wordpressQuery(
  z.looseObject({
    page: integerParam('page', 1).optional().default(1),
    per_page: integerParam('per_page', 1, DEFAULT_PER_PAGE_MAX).optional().default(10),
    orderby: enumParam('orderby', TERM_ORDERBY).optional().default('name'),
    order: enumParam('order', ['asc', 'desc']).optional().default('asc'),
    hide_empty: booleanParam('hide_empty').optional().default(false),
    include: idListParam('include'),
    exclude: idListParam('exclude'),
    slug: slugListParam,
    search: searchParam.optional(),
    post: integerParam('post', 1).optional(),
  }),
);
export type TermListQuery = z.output<typeof termListQuerySchema>;

/** GET /intranet/v1/files?include=1,2 (up to 100 ids; files the user may not see are left out). */
export const fileListQuerySchema = wordpressQuery(
  z.looseObject({
    include: z.preprocess(
      asList,
      z
        .array(
          z.coerce
            .number({ error: 'include is not of type integer.' })
            .int({ error: 'include is not of type integer.' })
            .min(1, { error: 'include is not of type integer.' })
            .max(INT_MAX, { error: 'include is not of type integer.' }),
          { error: 'include is required.' },
        )
        .min(1, { error: 'include is required.' })
        .max(100, { error: 'include must contain at most 100 items.' }),
    ),
  }),
);
