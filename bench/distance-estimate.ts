/**
 * Issue 14 point 9: how the offline distance estimate (straight line × DETOUR_FACTOR between
 * the places the offline provider knows) compares with the road distance, on 20 pairs of Dutch
 * towns. Run: `npx tsx bench/distance-estimate.ts`. No network: the road figures are the table
 * below (their source is stated in bench/README.md).
 */
import { DETOUR_FACTOR, haversineKm } from '../apps/server/src/modules/geo/estimate-distance.js';
import { createOfflineAddressSource } from '../apps/server/src/modules/geo/offline-addresses.js';

/** [from, to, road km: the fastest car route between the town centres, rounded]. */
const PAIRS: Array<[string, string, number]> = [
  ['Amsterdam', 'Utrecht', 45],
  ['Amsterdam', 'Rotterdam', 78],
  ['Amsterdam', 'Den Haag', 60],
  ['Utrecht', 'Rotterdam', 57],
  ['Utrecht', 'Den Haag', 63],
  ['Amsterdam', 'Groningen', 183],
  ['Amsterdam', 'Eindhoven', 123],
  ['Utrecht', 'Eindhoven', 91],
  ['Rotterdam', 'Eindhoven', 110],
  ['Utrecht', 'Arnhem', 64],
  ['Utrecht', 'Zwolle', 90],
  ['Amsterdam', 'Leeuwarden', 138],
  ['Groningen', 'Zwolle', 103],
  ['Eindhoven', 'Maastricht', 87],
  ['Den Haag', 'Leiden', 19],
  ['Utrecht', 'Amersfoort', 24],
  ['Nijmegen', 'Arnhem', 20],
  ["'s-Hertogenbosch", 'Utrecht', 54],
  ['Breda', 'Rotterdam', 50],
  ['Middelburg', 'Rotterdam', 103],
];

const places = createOfflineAddressSource();
const rows: Array<{ pair: string; road: number; line: number; estimate: number }> = [];
for (const [from, to, road] of PAIRS) {
  const [a, b] = await Promise.all([places.locate(from), places.locate(to)]);
  if (!a || !b) throw new Error(`unknown place in ${from} - ${to}`);
  const line = haversineKm(a, b);
  rows.push({ pair: `${from} – ${to}`, road, line, estimate: Math.round(line * DETOUR_FACTOR) });
}

const pct = (estimate: number, road: number) => ((estimate - road) / road) * 100;
function summary(label: string, estimateOf: (row: (typeof rows)[number]) => number) {
  const errors = rows.map((row) => pct(estimateOf(row), row.road));
  const mean = errors.reduce((sum, e) => sum + e, 0) / errors.length;
  const meanAbs = errors.reduce((sum, e) => sum + Math.abs(e), 0) / errors.length;
  const worst = errors.reduce((w, e) => (Math.abs(e) > Math.abs(w) ? e : w), 0);
  const worstRow = rows[errors.indexOf(worst)]!;
  console.log(
    `${label}: mean error ${mean.toFixed(1)}%, mean absolute ${meanAbs.toFixed(1)}%, ` +
      `worst ${worst.toFixed(1)}% (${worstRow.pair})`,
  );
}

console.log('| pair | road km | straight line km | estimate km (×' + DETOUR_FACTOR + ') | error |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.pair} | ${row.road} | ${row.line.toFixed(1)} | ${row.estimate} | ` +
      `${pct(row.estimate, row.road).toFixed(1)}% |`,
  );
}
summary(`With the factor ${DETOUR_FACTOR}`, (row) => row.estimate);
summary('Straight line (no factor)', (row) => Math.round(row.line));
