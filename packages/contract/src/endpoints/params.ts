import { z } from 'zod';
import { idSchema } from '../profile.js';

/** `/:id` of our own routes: a positive 32-bit integer, else a 400 naming `id`. */
export const idParamsSchema = z.strictObject({ id: z.coerce.number().pipe(idSchema) });

/**
 * `/:id` of the WordPress-style routes (`/wp/v2/nieuws/:id`, `/intranet/v1/files/:id`). As
 * WordPress's `(?P<id>[\d]+)`, a path whose id is not a number is no route at all (404
 * `rest_no_route`, even signed out), and an id no item can have is that route's own 404.
 */
export const wpIdParamsSchema = z.strictObject({
  // Up to 12 digits reach the schema (more is no route); 0 or one past 2147483647 is a 404.
  id: z.coerce.number().int().nonnegative().max(999_999_999_999),
});

/** The query of a signed link (`restricted_view_url`, `source_url`): who it was made for, until when. */
export const signedLinkQuerySchema = z.object({
  viewer: z.coerce.number().pipe(idSchema),
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
