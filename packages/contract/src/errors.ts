import { z } from 'zod';

/** WordPress core error envelope: {code, message, data: {status}}. */
export const wpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number().int() }),
});
export type WpError = z.infer<typeof wpErrorSchema>;

/** JWT Auth plugin envelope used on /jwt-auth/v1/* (data is [] on failures, absent on refresh-cookie failures). */
export const jwtErrorSchema = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  data: z.array(z.never()).optional(),
});
export type JwtError = z.infer<typeof jwtErrorSchema>;
