import { z } from 'zod';
import { idSchema } from './profile.js';
import { POST_STATUSES } from './rules/content.js';
import { bestandInputSchema, postDateSchema } from './content.js';

/**
 * The bodies of Beheer's writes (issue 12): updating posts, the categories of both taxonomies
 * and the site options. Shapes as WordPress core's REST controllers and the ACF to REST API
 * plugin take them; the rules are in docs/content-admin.md.
 */

const fieldsInputSchema = z.strictObject({
  bestanden: z.array(bestandInputSchema).max(50).optional(),
});

/**
 * POST|PUT|PATCH /wp/v2/{type}/{id}: every key optional, only those given change (as
 * WordPress). `status: 'draft'` puts a trashed or published item back to draft; trashing is
 * DELETE. `content` and `excerpt` are sanitized as on create, and an <img> whose src is not one
 * of our own files is dropped.
 */
export const contentUpdateSchema = z.strictObject({
  title: z.string().trim().min(1).max(300).optional(),
  content: z.string().max(500_000).optional(),
  excerpt: z.string().max(10_000).optional(),
  status: z.enum(POST_STATUSES).optional(),
  date: postDateSchema.optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,190}$/)
    .optional(),
  fields: fieldsInputSchema.optional(),
  acf: fieldsInputSchema.optional(),
  arbeidsvoorwaarden_categorieen: z.array(idSchema).max(20).optional(),
  kennisbank_categorieen: z.array(idSchema).max(20).optional(),
});
export type ContentUpdate = z.input<typeof contentUpdateSchema>;

/** DELETE /wp/v2/{type}/{id} and /wp/v2/{taxonomy}/{id}: `force=true` deletes for good. */
export const deleteQuerySchema = z.looseObject({
  force: z
    .preprocess(
      (value) => (Array.isArray(value) ? value[value.length - 1] : value),
      z
        .enum(['true', 'false', '1', '0'], { error: 'force is not of type boolean.' })
        .transform((value) => value === 'true' || value === '1'),
    )
    .optional()
    .default(false),
});

const termNameSchema = z.string().trim().min(1).max(200);
const termSlugSchema = z.string().regex(/^[a-z0-9-]{1,190}$/);

/** POST /wp/v2/{taxonomy}: a new category (slug made from the name when not given). */
export const termCreateSchema = z.strictObject({
  name: termNameSchema,
  slug: termSlugSchema.optional(),
  description: z.string().max(2_000).optional().default(''),
  /** 0 (or left out) for a top-level category. */
  parent: z.number().int().nonnegative().max(2_147_483_647).optional().default(0),
});
export type TermCreate = z.input<typeof termCreateSchema>;

/** POST|PUT|PATCH /wp/v2/{taxonomy}/{id}: only the keys given change. */
export const termUpdateSchema = z.strictObject({
  name: termNameSchema.optional(),
  slug: termSlugSchema.optional(),
  description: z.string().max(2_000).optional(),
  parent: z.number().int().nonnegative().max(2_147_483_647).optional(),
});
export type TermUpdate = z.input<typeof termUpdateSchema>;

/**
 * A quick link's or a menu link's address: http(s) or a path of the portal (`/portal/...`).
 * Anything else (javascript:, data:, a relative path) is refused.
 */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(2_000)
  .refine(
    (value) => {
      if (/^\/portal(\/|$|\?|#)/.test(value)) return !value.includes('//') && !value.includes('\\');
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: 'Gebruik een adres dat met https:// of http:// begint, of een pad onder /portal.' },
  );

/**
 * One quick link as written: the order of the array is the order on the dashboard. `logo` is
 * the id of an image uploaded as content (POST /wp/v2/media), or `{id, alt}`.
 */
export const directLinkInputSchema = z
  .strictObject({
    link: z.strictObject({
      url: linkUrlSchema,
      title: z.string().trim().min(1).max(200),
      target: z.enum(['', '_blank']).optional().default(''),
    }),
    /** The logo's file id, or `{id, alt}`; alt defaults to "Logo <title>". */
    logo: z.union([
      idSchema,
      z.strictObject({ id: idSchema, alt: z.string().trim().max(200).optional() }),
    ]),
  })
  .transform(({ link, logo }) => ({
    link,
    logo:
      typeof logo === 'number'
        ? { id: logo, alt: `Logo ${link.title}` }
        : { id: logo.id, alt: logo.alt || `Logo ${link.title}` },
  }));
export type DirectLinkInput = z.input<typeof directLinkInputSchema>;

export const contactPersonInputSchema = z.strictObject({
  naam: z.string().trim().min(1).max(200),
  telefoonnummer: z
    .string()
    .trim()
    .max(50)
    .regex(/^[0-9+()\-. ]*$/, {
      error: 'Een telefoonnummer bestaat uit cijfers, spaties en + - ( ).',
    }),
});
export type ContactPersonInput = z.input<typeof contactPersonInputSchema>;

/**
 * POST /acf/v3/options/intranet (ACF to REST API): the fields given replace theirs whole, the
 * others stay; answers the options as GET does.
 */
export const intranetOptionsWriteSchema = z.strictObject({
  fields: z.strictObject({
    direct_links: z.array(directLinkInputSchema).max(50).optional(),
    contactpersonen: z.array(contactPersonInputSchema).max(50).optional(),
  }),
});
export type IntranetOptionsWrite = z.input<typeof intranetOptionsWriteSchema>;
