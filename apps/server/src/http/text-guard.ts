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

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit, base: (string | number)[]): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key!);
  return [...base, ...keys];
}

/**
 * The path of the first string (value or key) in `value` that PostgreSQL cannot store. Walked
 * with a stack of its own, not by recursion: a body of 10,000 nested arrays is valid JSON and
 * must be a 400 from its schema, not a stack overflow.
 */
export function findBadText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isBadText(current)) return pathOf(visit, path);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: index, parent: visit });
      }
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (isBadText(key)) return [...pathOf(visit, path), 'key'];
      }
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, key, parent: visit });
      }
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
