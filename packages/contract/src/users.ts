import { z } from 'zod';
import { PERSON_ACTIVE_FILTERS, personRefSchema } from './people.js';
import { postRefSchema } from './profile.js';
import { roleSchema } from './roles.js';
import {
  allowedAcfField,
  asList,
  enumParam,
  idListParam,
  integerParam,
  searchParam,
  wordpressQuery,
} from './wp-query.js';

/**
 * The users API (/wp/v2/users): the colleague directory (SPEC §2 Colleagues, §3 Colleague, §7)
 * in WordPress's shapes and parameters.
 *
 * Privacy (issue 10, docs/product-rules.md "Profile privacy"): what a colleague sees is the
 * public card, `colleagueSchema`. The private fields exist only in `colleagueEditSchema`, which
 * is answered for `context=edit` alone, and only to the user themselves and to the roles that
 * manage people (PEOPLE_MANAGER_ROLES). The server writes every answer through one of these
 * schemas, so a field that is not in the schema cannot leave it.
 */

/** SPEC §3 Colleague: the public card's ACF fields. Empty public fields stay empty. */
export const colleagueAcfSchema = z.object({
  firstname: z.string(),
  tussenvoegsel: z.string(),
  lastname: z.string(),
  /** The file id of the public picture (bytes at /intranet/v1/files/{id}/public/view), or null. */
  public_picture: z.number().int().nullable(),
  public_phone: z.string(),
  public_email: z.string(),
  functie: postRefSchema.nullable(),
  opdrachtgevers: z.array(postRefSchema),
  linkedin: z.string(),
});

const userLinksSchema = z.object({
  self: z.array(z.object({ href: z.string() })),
  collection: z.array(z.object({ href: z.string() })),
});

/**
 * One colleague as everyone signed in sees them (`context=view`, the default). `name` is the
 * display name (first name, tussenvoegsel, last name). No slug, link or avatar_urls: for some
 * accounts the slug comes from the e-mail address, and a Gravatar URL is a hash of it.
 */
export const colleagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  acf: colleagueAcfSchema,
  _links: userLinksSchema,
});
export type Colleague = z.infer<typeof colleagueSchema>;

/** The private profile fields (SPEC §3 Current user profile) beside the public card. */
export const colleaguePrivateAcfSchema = z.object({
  voorletters: z.string(),
  geboortedatum: z.string().describe('YYYY-MM-DD, or empty'),
  straatnaam_en_huisnummer: z.string(),
  postcode: z.string(),
  woonplaats: z.string(),
  tel_nr_thuis: z.string(),
  mobiel: z.string(),
  iban: z.string(),
  korte_omschrijving: z.string(),
  dienstverband: postRefSchema.nullable(),
});

/**
 * `context=edit`: the card with the account e-mail, roles, registration date and the private
 * fields. Only for the user themselves and for PEOPLE_MANAGER_ROLES (else 403
 * rest_forbidden_context).
 */
export const colleagueEditSchema = colleagueSchema.extend({
  email: z.string(),
  roles: z.array(roleSchema),
  registered_date: z.string(),
  acf: colleagueAcfSchema.extend(colleaguePrivateAcfSchema.shape).extend({
    urenmeter_enabled: z.boolean(),
    urenmeter: z.number().int(),
  }),
  /** False while deactivated (issue 13): cannot sign in; only people managers see them. */
  active: z.boolean(),
  /** The consultants of this user (SPEC §3 owned_by), with their names. */
  owned_by: z.array(personRefSchema),
  /** The professionals this user manages as consultant (owned_by from the other side). */
  professionals: z.array(personRefSchema),
});
export type ColleagueEdit = z.infer<typeof colleagueEditSchema>;

/**
 * Who sees other users' private fields (`context=edit`): the roles WordPress gives
 * `list_users`/`edit_users` (anchors: a beheerder has them, a medewerker or editor not).
 */
export const PEOPLE_MANAGER_ROLES = ['administrator', 'beheerder'] as const;

export function managesPeople(roles: readonly string[]): boolean {
  return roles.some((role) => (PEOPLE_MANAGER_ROLES as readonly string[]).includes(role));
}

/** SPEC §6: the colleague directory lists these roles. */
export const COLLEAGUE_ROLES = ['beheerder', 'medewerker', 'professional'] as const;

/**
 * orderby of /wp/v2/users: `name` is the display name. WordPress's `slug` and `url` are left
 * out (the slug can come from the e-mail address); `email` only for PEOPLE_MANAGER_ROLES (403
 * rest_forbidden_orderby otherwise, as WordPress without list_users).
 */
export const USER_ORDERBY = ['id', 'include', 'name', 'registered_date', 'email'] as const;

export const USER_CONTEXTS = ['view', 'embed', 'edit'] as const;
const contextParam = enumParam('context', USER_CONTEXTS).optional().default('view');

/**
 * WordPress does not check role names: an unknown one matches nobody. Empty items are dropped,
 * and `roles=` with none left filters nothing, as WordPress's wp_parse_list reads it.
 */
const rolesParam = z
  .preprocess(
    (value: Parameters<typeof asList>[0]) => {
      const list = asList(value);
      return Array.isArray(list) ? list.filter((role) => role !== '') : list;
    },
    z
      .array(z.string().max(60, { error: 'roles must be at most 60 characters long.' }))
      .max(20, { error: 'roles must contain at most 20 items.' }),
  )
  .optional();

/**
 * The colleague card's ACF fields the list filters on, `acf_<field>` as SPEC §7 names such
 * filters: `acf_functie=12` (or `12,13`: any of them) and `acf_opdrachtgevers=40` (at least one
 * of those opdrachtgevers). Post ids; another `acf_` name is a 400, as on /wp/v2/{type}.
 */
export const USER_ACF_FILTERS = ['functie', 'opdrachtgevers'] as const;

/**
 * GET /wp/v2/users. Defaults as WordPress: page 1, per_page 10 (at most 100), orderby name,
 * order asc, context view. A page past the last is an empty list with the totals, as
 * WordPress's users controller answers it (the colleague screen loads until an empty page).
 * `search` matches the names only (first name, tussenvoegsel, last name, display name),
 * never an e-mail address. `number` is accepted and, as in WordPress's REST API, ignored.
 * The totals and pages count the filtered colleagues (USER_ACF_FILTERS).
 */
export const userListQuerySchema = wordpressQuery(
  z
    .looseObject({
      page: integerParam('page', 1).optional().default(1),
      per_page: integerParam('per_page', 1, 100).optional().default(10),
      number: z
        .unknown()
        .optional()
        .describe('Ignored, as in WordPress’s REST API (per_page sets the page size).'),
      roles: rolesParam.describe('Users with at least one of these roles (comma list).'),
      include: idListParam('include'),
      exclude: idListParam('exclude'),
      search: searchParam.optional(),
      orderby: enumParam('orderby', USER_ORDERBY).optional().default('name'),
      order: enumParam('order', ['asc', 'desc']).optional().default('asc'),
      context: contextParam,
      acf_functie: idListParam('acf_functie').describe(
        'Colleagues with one of these functies (post ids, comma list).',
      ),
      acf_opdrachtgevers: idListParam('acf_opdrachtgevers').describe(
        'Colleagues with at least one of these opdrachtgevers (post ids, comma list).',
      ),
      owned_by: idListParam('owned_by').describe(
        'Beheer (context=edit): the professionals of one of these consultants (user ids).',
      ),
      active: enumParam('active', PERSON_ACTIVE_FILTERS)
        .optional()
        .describe(
          'Beheer (context=edit): true (default), false for the deactivated, all for both. Without context=edit only active colleagues are listed, whatever this says.',
        ),
    })
    .superRefine((query, ctx) => {
      for (const [key, value] of Object.entries(query)) {
        allowedAcfField(key, value, USER_ACF_FILTERS, ctx);
      }
    }),
);
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** GET /wp/v2/users/{id} and /wp/v2/users/me. */
export const userItemQuerySchema = wordpressQuery(z.looseObject({ context: contextParam }));
export type UserItemQuery = z.output<typeof userItemQuerySchema>;
