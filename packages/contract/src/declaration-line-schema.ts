import { z } from 'zod';
import type { DeclarationType } from './declarations.js';
import { declarationLineProblems, type DeclarationLineInput } from './rules/declaration-line.js';

/** A declaration line before its type's rules, as a form hands it over. */
export const declarationLineInputSchema = z.object({
  declaration_type: z.number().int().nullable(),
  date: z.string(),
  amount: z.number().nullable(),
  description: z.string(),
  location_start: z.string(),
  location_end: z.string(),
  kilometers: z.number(),
  transport_type: z.string(),
  vat_rate: z.number(),
  has_receipt: z.boolean(),
  return: z.boolean(),
}) satisfies z.ZodType<DeclarationLineInput>;

/**
 * The line with the rules of its type (SPEC §5): one issue, the first failure, on its field,
 * with the Dutch message and the server's code in `params.code`.
 */
export function declarationLineSchema(typeOf: (id: number) => DeclarationType | undefined) {
  return declarationLineInputSchema.superRefine((input, context) => {
    const type = input.declaration_type === null ? undefined : typeOf(input.declaration_type);
    const [first] = declarationLineProblems(type, input);
    if (first) {
      context.addIssue({
        code: 'custom',
        path: [first.field],
        message: first.message,
        params: { code: first.code },
      });
    }
  });
}
