// Receipt images with their true values, for the receipt-reading bench (issue 14 point 7) and
// the server's OCR test fixtures. Each receipt is an SVG drawn by sharp (librsvg, the
// machine's DejaVu fonts) and then made to look like a phone photo: turned a little, blurred a
// little, grainy, on a grey table, saved as JPEG. A seed makes the same set every time.
import sharp from 'sharp';

export interface ReceiptTruth {
  file: string;
  shop: string;
  /** YYYY-MM-DD */
  date: string;
  amount: number;
  vatRate: 9 | 21;
}

/** mulberry32: a small seeded generator, so the set is the same on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const SHOPS = [
  'Albert Heijn',
  'Jumbo Supermarkten',
  'HEMA',
  'Kruidvat',
  'Bakkerij de Graaf',
  'Shell Station A12',
  'Q-Park Centrum',
  'NS Reizigers',
  'Action',
  'Blokker',
  'Etos',
  'Praxis',
  'Gamma Utrecht',
  'Cafe de Zwaan',
  'Restaurant Het Anker',
  'BP Express',
  'Lidl Nederland',
  'Bruna Stationshal',
  'Kiosk Amersfoort CS',
  'Coffeecompany',
];
const STREETS = ['Stationsplein', 'Hoofdstraat', 'Marktplein', 'Kerkstraat', 'Dorpsstraat'];
const TOWNS = ['Utrecht', 'Amersfoort', 'Zwolle', 'Arnhem', 'Den Bosch', 'Haarlem', 'Delft'];
const ITEMS = [
  'Broodje kaas',
  'Koffie groot',
  'Thee',
  'Parkeren',
  'Euro 95',
  'Diesel',
  'Printpapier A4',
  'Pennen 10st',
  'Batterijen AA',
  'Lunchpakket',
  'Water 0,5L',
  'Kabel USB-C',
  'Schroeven',
  'Notitieblok',
  'Appeltaart',
  'Soep van de dag',
  'Tosti ham kaas',
  'Cappuccino',
];
const MONTHS_SHORT = [
  'jan',
  'feb',
  'mrt',
  'apr',
  'mei',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dec',
];
const MONTHS_LONG = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const FONTS = [
  { family: 'DejaVu Sans Mono', weight: 'normal', width: 0.6 },
  { family: 'DejaVu Sans Mono', weight: 'bold', width: 0.6 },
  { family: 'DejaVu Sans', weight: 'normal', width: 0.62 },
  { family: 'DejaVu Sans Condensed', weight: 'normal', width: 0.55 },
  { family: 'DejaVu Serif', weight: 'normal', width: 0.62 },
  { family: 'DejaVu Sans Light', weight: 'normal', width: 0.6 },
];

const euro = (cents: number) =>
  `${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;
const pad = (n: number) => String(n).padStart(2, '0');
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function dateText(random: ReturnType<typeof seeded>, y: number, m: number, d: number): string {
  switch (random.int(0, 4)) {
    case 0:
      return `${pad(d)}-${pad(m)}-${y}`;
    case 1:
      return `${pad(d)}/${pad(m)}/${String(y).slice(2)}`;
    case 2:
      return `${d} ${MONTHS_SHORT[m - 1]} ${y}`;
    case 3:
      return `${d} ${MONTHS_LONG[m - 1]} ${y}`;
    default:
      return `${pad(d)}.${pad(m)}.${y}`;
  }
}

/** One receipt's lines (left and right column) and its truth. */
function receiptLines(random: ReturnType<typeof seeded>, index: number) {
  const shop = SHOPS[index % SHOPS.length]!;
  const y = 2026;
  const m = random.int(1, 12);
  const d = random.int(1, 28);
  const vatRate: 9 | 21 = random.next() < 0.5 ? 9 : 21;
  const items = Array.from({ length: random.int(2, 7) }, () => ({
    name: random.pick(ITEMS),
    cents: random.int(95, index % 7 === 0 ? 18_000 : 2_500),
  }));
  const total = items.reduce((sum, item) => sum + item.cents, 0);
  const vat = Math.round((total * vatRate) / (100 + vatRate));
  const lines: Array<[string, string, boolean?]> = [
    [
      shop.toUpperCase() === shop ? shop : random.next() < 0.5 ? shop.toUpperCase() : shop,
      '',
      true,
    ],
    [`${random.pick(STREETS)} ${random.int(1, 120)}`, ''],
    [
      `${random.int(1000, 9999)} ${random.pick(['AB', 'CD', 'KL', 'XT'])} ${random.pick(TOWNS)}`,
      '',
    ],
    [`Tel. 0${random.int(10, 79)}-${random.int(1_000_000, 9_999_999)}`, ''],
    ['', ''],
    [
      `${random.next() < 0.5 ? 'Datum: ' : ''}${dateText(random, y, m, d)}`,
      `${pad(random.int(7, 21))}:${pad(random.int(0, 59))}`,
    ],
    ['', ''],
    ...items.map((item): [string, string] =>
      item.cents % 3 === 0 && item.cents < 5000
        ? [`3 x ${item.name}`, `${euro(item.cents / 3)}  ${euro(item.cents)}`]
        : [item.name, `${euro(item.cents)}${random.next() < 0.3 ? ' A' : ''}`],
    ),
    ['', ''],
  ];
  if (random.next() < 0.5) lines.push(['Subtotaal', euro(total)]);
  lines.push([
    random.pick(['TOTAAL', 'Totaal:', 'Te betalen', 'TOTAAL EUR', 'Totaal incl. BTW']),
    `${random.next() < 0.4 ? '€ ' : ''}${euro(total)}`,
    true,
  ]);
  const cash = random.next() < 0.25;
  if (cash) {
    const given = Math.ceil(total / 5000) * 5000;
    lines.push(['Contant', euro(given)], ['Wisselgeld', euro(given - total)]);
  } else {
    lines.push([random.pick(['PIN', 'Betaald met PIN', 'Maestro']), euro(total)]);
  }
  lines.push(['', '']);
  lines.push([
    random.pick([`BTW ${vatRate}%`, `${vatRate},00% BTW`, `B.T.W. ${vatRate}%`]),
    euro(vat),
  ]);
  lines.push(
    ['', ''],
    [random.pick(['Bedankt voor uw bezoek!', 'Tot ziens', 'Graag tot ziens']), ''],
  );
  return {
    lines,
    truth: { shop, date: `${y}-${pad(m)}-${pad(d)}`, amount: total / 100, vatRate },
  };
}

/** The receipt as a photo: JPEG bytes. */
export async function drawReceipt(random: ReturnType<typeof seeded>, index: number, grain = true) {
  const { lines, truth } = receiptLines(random, index);
  const font = random.pick(FONTS);
  const size = random.int(22, 30);
  const lineHeight = Math.round(size * 1.35);
  const paperWidth = Math.round(size * font.width * 34 + 60);
  const paperHeight = lines.length * lineHeight + 80;
  const rows = lines
    .map(([left, right, strong], row) => {
      const y = 50 + row * lineHeight;
      const weight = strong ? 'bold' : font.weight;
      return [
        left && `<text x="30" y="${y}" font-weight="${weight}">${escape(left)}</text>`,
        right &&
          `<text x="${paperWidth - 30}" y="${y}" text-anchor="end" font-weight="${weight}">${escape(right)}</text>`,
      ].join('');
    })
    .join('\n');
  // A phone photographs a receipt at 1.2-2.2 times this drawing's size.
  const scale = 1.2 + random.next();
  const paper = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(paperWidth * scale)}" height="${Math.round(paperHeight * scale)}" viewBox="0 0 ${paperWidth} ${paperHeight}">
<rect width="100%" height="100%" fill="#fbfaf4"/>
<g font-family="${font.family}" font-size="${size}" fill="#${random.pick(['111111', '222233', '333333', '555555', '6a6a6a'])}">
${rows}
</g></svg>`;
  const angle = (random.next() - 0.5) * 7; // up to 3.5 degrees either way
  const turned = await sharp(Buffer.from(paper))
    .rotate(angle, { background: '#8a8f94' })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#8a8f94' })
    .blur(0.3 + random.next() * 0.9)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grain: every pixel a little lighter or darker, as a phone's sensor in indoor light.
  const { data, info } = turned;
  const strength = grain ? random.int(10, 28) : 0;
  for (let i = 0; strength && i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, data[i]! + (random.next() - 0.5) * strength));
  }
  // A shadow over part of the receipt (a hand or the phone), darker towards one side.
  const shadow = grain ? random.next() * 0.45 : 0;
  const row = info.width * info.channels;
  for (let i = 0; shadow && i < data.length; i++) {
    const x = (i % row) / row;
    data[i] = Math.round(data[i]! * (1 - shadow * x));
  }
  const jpeg = await sharp(data, { raw: info })
    .jpeg({ quality: random.int(70, 88) })
    .toBuffer();
  return { jpeg, truth };
}

/** `count` receipts from `seed` (without grain for files to keep small). */
export async function makeReceipts(count: number, seed = 14, grain = true) {
  const random = seeded(seed);
  const receipts: Array<{ jpeg: Buffer; truth: ReceiptTruth }> = [];
  for (let index = 0; index < count; index++) {
    const { jpeg, truth } = await drawReceipt(random, index, grain);
    receipts.push({ jpeg, truth: { file: `receipt-${pad(index + 1)}.jpg`, ...truth } });
  }
  return receipts;
}
