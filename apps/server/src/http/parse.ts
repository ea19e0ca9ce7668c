import type { z } from 'zod';
import { invalidParams } from './errors.js';

/** Parses request input with a contract schema; anything else is a 400 naming the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalidParams(result.error);
  return result.data;
}
