import fc from 'fast-check';

/**
 * Hostile values for the contract fuzz test: what a broken or malicious client may put where
 * the contract expects something else. `Raw` is text written as it is into JSON or a query
 * string, for what JavaScript cannot hold (a JSON number of 1e309, an invalid UTF-8 escape).
 */

export class Raw {
  constructor(readonly text: string) {}
}

const LONG_LENGTHS = [255, 256, 1_025, 10_000, 100_000] as const;

/** Lone surrogates are not valid Unicode: a JSON escape of one reaches the server as such. */
const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83dz', '\udc00\ud800'];

export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0000'.repeat(20),
    ...LONE_SURROGATES,
    '\uffff\ufffe',
    '\u202e\u0645',
    '🙂'.repeat(50),
    '%00',
    '%',
    '\\',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '../../../etc/passwd',
    '1e309',
    '-1',
    '0',
    '1.5',
    '12,50',
    'NaN',
    'Infinity',
    'null',
    'true',
    '2026-02-30',
    '0000-00-00',
    '9999-12-31',
    '2026-11-12T25:00:00',
    '\r\nX-Injected: 1',
    '__proto__',
  ),
  fc.constantFrom(...LONG_LENGTHS).map((length) => 'x'.repeat(length)),
  fc.constantFrom(...LONG_LENGTHS).map((length) => `${'é'.repeat(length / 2)}\u0000`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.1 + 0.2,
    -2_147_483_648,
    2_147_483_647,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -Number.MAX_VALUE,
    1e21,
    -1e21,
  ),
  fc
    .constantFrom('1e309', '-1e309', '1e-400', '123456789012345678901234567890')
    .map((text) => new Raw(text)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nastyScalar = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);

/** Any hostile JSON value: scalars, and containers where a scalar belongs. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], { '': null }) },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A field name the schema does not know, including the ones that poison prototypes. */
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'user_id', 'role', 'status', ''),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Path ids a router and a database must survive. */
export const oddPathSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '00',
    '1e309',
    '1e3',
    '0x10',
    '+1',
    '1.5',
    ' 1',
    '1 ',
    'abc',
    '2147483647',
    '2147483648',
    '999999999999',
    '9999999999999',
    '9'.repeat(400),
    '%00',
    '1%00',
    '%zz',
    '%',
    '%ED%A0%80',
    '%2F',
    '..',
    '%2e%2e',
    'null',
    'undefined',
    '%F0%9F%99%82',
  ),
  fc.integer().map(String),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).map(encodeURIComponent),
);

/** JSON text with `Raw` values written as they are. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Raw) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  // A value that JSON cannot hold at all (undefined alone) is sent as an empty body.
  if (text === undefined) return '';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]!);
}

/** One query-string value: encoded as a browser would, and raw text as it is. */
export function queryValue(value: unknown): string {
  if (value instanceof Raw) return value.text;
  const text = typeof value === 'string' ? value : toJson(value);
  // A lone surrogate has no UTF-8 form; send the bytes a broken client would (CESU-8).
  return text.replace(/[\s\S]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  });
}

/** `a=1&b=2&b=3`: arrays repeat the key, as WordPress clients send lists. */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const name = queryValue(key);
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(item === undefined ? name : `${name}=${queryValue(item)}`);
    }
  }
  return parts.join('&');
}
