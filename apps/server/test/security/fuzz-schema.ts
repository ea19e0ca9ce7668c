import type { z } from 'zod';

/**
 * A plausible valid value for a contract schema, read from the zod 4 definition itself
 * (zod-fast-check supports zod 3 only). The fuzz test corrupts one part of such a value at a
 * time, so that the rest passes validation and the handler behind it is reached.
 *
 * `hints` names values by field name for what a schema cannot know: the ids of real rows and
 * of the signed-in user. A value is a best effort; the schema still has the last word.
 */
export type Hints = Record<string, unknown>;

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const prop = <T>(schema: z.ZodType, name: string) =>
  (schema as unknown as Record<string, T | undefined>)[name];

function stringSample(schema: z.ZodType, key: string | undefined): string {
  const format = prop<string>(schema, 'format');
  if (format === 'date') return '2026-11-12';
  if (format === 'email') return 'fuzz@example.nl';
  if (format === 'url') return 'https://www.linkedin.com/in/fuzz';
  if (format === 'regex') return 'fuzz-slug';
  const min = prop<number | null>(schema, 'minLength') ?? 0;
  const max = prop<number | null>(schema, 'maxLength') ?? 100;
  const text = key ? `fuzz ${key}` : 'fuzz';
  return text.padEnd(min, 'x').slice(0, Math.max(max, min));
}

function numberSample(schema: z.ZodType): number {
  const min = prop<number | null>(schema, 'minValue');
  const max = prop<number | null>(schema, 'maxValue');
  const low = typeof min === 'number' && Number.isFinite(min) ? min : -Infinity;
  const high = typeof max === 'number' && Number.isFinite(max) ? max : Infinity;
  return Math.min(Math.max(1, low), high);
}

export function validSample(schema: z.ZodType, hints: Hints = {}, key?: string): unknown {
  if (key !== undefined && key in hints) return hints[key];
  const def = defOf(schema);
  const inner = (name: string) => validSample(def[name] as z.ZodType, hints, key);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const value: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(shape)) {
        const sample = validSample(field, hints, name);
        if (sample !== undefined) value[name] = sample;
      }
      return value;
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: the schema says what is wanted.
      return defOf(def.in as z.ZodType).type === 'transform' ? inner('out') : inner('in');
    case 'string':
      return stringSample(schema, key);
    case 'number':
    case 'int':
      return numberSample(schema);
    case 'boolean':
      return false;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'union':
      return validSample((def.options as z.ZodType[])[0]!, hints, key);
    case 'array': {
      const element = validSample(def.element as z.ZodType, hints, key);
      return element === undefined ? [] : [element];
    }
    case 'null':
      return null;
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** The paths of every value inside `value` (objects and arrays, three levels deep). */
export function pathsOf(value: unknown, depth = 3): Array<Array<string | number>> {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const paths: Array<Array<string | number>> = [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    paths.push([key]);
    for (const rest of pathsOf(item, depth - 1)) paths.push([key, ...rest]);
  }
  return paths;
}

/** A copy of `value` with the node at `path` replaced (or removed when `replacement` is absent). */
export function withPath(
  value: unknown,
  path: Array<string | number>,
  replacement: { value: unknown } | undefined,
): unknown {
  if (path.length === 0) return replacement?.value;
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (rest.length === 0 && replacement === undefined) {
    if (Array.isArray(copy)) (copy as unknown[]).splice(Number(head), 1);
    else delete copy[head];
    return copy;
  }
  // defineProperty: a key like __proto__ becomes an own field, as JSON.parse makes it.
  Object.defineProperty(copy, head, {
    value: withPath(copy[head], rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** A copy of `value` with every string inside it passed through `change`. */
export function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    );
  }
  return value;
}
