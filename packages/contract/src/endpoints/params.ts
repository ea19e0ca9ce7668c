import { z } from 'zod';
import { idSchema } from '../profile.js';

/** `/:id` of our own routes: a positive 32-bit integer, else a 400 naming `id`. */
export const idParamsSchema = z.strictObject({ id: z.coerce.number().pipe(idSchema) });

/** The query of a signed link (`restricted_view_url`, `source_url`): who it was made for, until when. */
export const signedLinkQuerySchema = z.object({
  viewer: z.coerce.number().pipe(idSchema),
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

/** `{success, message}` answers of our own write endpoints. */
export const successMessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
