import { z } from 'zod';

/**
 * Text PostgreSQL cannot store: U+0000 (a `text` value ends there, so PostgreSQL refuses it
 * and the request failed with a 500) and a lone UTF-16 surrogate (not a character at all; it
 * would be stored as U+FFFD, so what was saved differs from what was sent). Every input of a
 * request passes here before its schema (params, query, body, multipart fields and file names),
 * so such text is a 400 naming the field and never reaches the database.
 */

const DUTCH = 'bevat een teken dat niet is toegestaan (U+0000 of een losse surrogaat).';

function isBadText(text: string): boolean {
  return (
    text.includes('\u0000') || !(text as unknown as { isWellFormed(): boolean }).isWellFormed()
  );
}

/** The path of the first string (value or key) in `value` that PostgreSQL cannot store. */
export function findBadText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return isBadText(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findBadText(value[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (isBadText(key)) return [...path, 'key'];
      const found = findBadText(child, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The ZodError for text that cannot be stored, worded like any other bad input of the endpoint
 * (Dutch for the portal, WordPress's English through `wpMessage` for the /wp/v2 routes).
 */
export function badTextError(path: (string | number)[]): z.ZodError {
  const name = path.length ? path.join('.') : 'body';
  // ZodRealError is the Error subclass that parse() throws; Fastify needs an Error.
  return new z.ZodRealError([
    {
      code: 'custom',
      path,
      input: undefined,
      message: DUTCH,
      params: {
        wpMessage: `${String(path[0] ?? name)} contains a character that is not allowed.`,
      },
    },
  ]);
}

/** Throws the 400 for `value` when it holds text that cannot be stored. */
export function assertStorableText(value: unknown, path: (string | number)[] = []): void {
  const found = findBadText(value, path);
  if (found) throw badTextError(found);
}
