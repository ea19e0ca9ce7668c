// What a bench receipt says, with its true values (make-receipts.ts draws it): a till receipt
// (thermal 58 or 80 mm or a shop's printer) or an A4 invoice, one or two VAT rates, totals of
// 1.000 and more, the labels Dutch shops print, a date at the top or only in the foot, and an
// invoice's number, customer number and due date that are not its total or date.

export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

/** A printed row: text on the left, at the right edge, and optionally in the middle. */
export interface Row {
  left: string;
  right: string;
  strong?: boolean;
  middle?: string;
}

export type Kind = 'till' | 'thermal58' | 'thermal80' | 'invoice';

export interface ReceiptTruth {
  file: string;
  kind: Kind;
  shop: string;
  /** YYYY-MM-DD */
  date: string;
  amount: number;
  /** The rate of the larger VAT amount when there are two. */
  vatRate: 9 | 21;
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
const INVOICE_SHOPS = [
  'Drukkerij Van Dam',
  'Hotel De Wereld',
  'Autoverhuur Centrum',
  'Installatiebedrijf Jansen',
  'Opleidingen Noord',
  'Kantoorhuis Delta',
];
const STREETS = ['Stationsplein', 'Hoofdstraat', 'Marktplein', 'Kerkstraat', 'Dorpsstraat'];
const TOWNS = ['Utrecht', 'Amersfoort', 'Zwolle', 'Arnhem', 'Den Bosch', 'Haarlem', 'Delft'];
/** Articles and their VAT rate (food and drink 9 %, the rest 21 %). */
const ITEMS: ReadonlyArray<[string, 9 | 21]> = [
  ['Broodje kaas', 9],
  ['Koffie groot', 9],
  ['Thee', 9],
  ['Parkeren', 21],
  ['Euro 95', 21],
  ['Diesel', 21],
  ['Printpapier A4', 21],
  ['Pennen 10st', 21],
  ['Batterijen AA', 21],
  ['Lunchpakket', 9],
  ['Water 0,5L', 9],
  ['Kabel USB-C', 21],
  ['Schroeven', 21],
  ['Notitieblok', 21],
  ['Appeltaart', 9],
  ['Soep van de dag', 9],
  ['Tosti ham kaas', 9],
  ['Cappuccino', 9],
];
const INVOICE_ITEMS: ReadonlyArray<[string, 9 | 21]> = [
  ['Overnachting', 9],
  ['Ontbijt', 9],
  ['Lunch zakelijk', 9],
  ['Zaalhuur', 21],
  ['Drukwerk flyers', 21],
  ['Huur bestelbus', 21],
  ['Training dagdeel', 21],
  ['Montage uren', 21],
  ['Boeken', 9],
];
const MONTHS_SHORT = 'jan feb mrt apr mei jun jul aug sep okt nov dec'.split(' ');
const MONTHS_LONG =
  'januari februari maart april mei juni juli augustus september oktober november december'.split(
    ' ',
  );

export const euro = (cents: number) =>
  `${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;
export const pad = (n: number) => String(n).padStart(2, '0');

function dateText(random: Random, y: number, m: number, d: number): string {
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

const TOTAL_LABELS = [
  'TOTAAL',
  'Totaal:',
  'Te betalen',
  'TOTAAL EUR',
  'Totaal incl. BTW',
  'Bedrag',
  'TOTAL EUR',
];

/** Per rate: the base and the VAT, rounded per rate as tills and invoices do. */
type PerRate = Array<{ rate: 9 | 21; base: number; vat: number }>;

/** The VAT lines in one of three styles: VAT only, "over" its base, or a table. */
function vatRows(random: Random, perRate: PerRate): Row[] {
  const style = random.int(0, 2);
  if (style === 2) {
    return [
      { left: 'BTW%', middle: 'Grondslag', right: 'BTW' },
      ...perRate.map(({ rate, base, vat }) => ({
        left: `${rate}%`,
        middle: euro(base),
        right: euro(vat),
      })),
    ];
  }
  return perRate.map(({ rate, base, vat }) => ({
    left:
      style === 1
        ? `BTW ${rate}% over ${euro(base)}`
        : random.pick([`BTW ${rate}%`, `${rate},00% BTW`, `B.T.W. ${rate}%`]),
    right: euro(vat),
  }));
}

function truthRate(perRate: PerRate): 9 | 21 {
  const vatOf = (rate: 9 | 21) => perRate.find((item) => item.rate === rate)?.vat ?? 0;
  return vatOf(21) >= vatOf(9) ? 21 : 9;
}

function receiptDate(random: Random) {
  const y = 2026;
  const m = random.int(1, 12);
  const d = random.int(1, 28);
  return { y, m, d, iso: `${y}-${pad(m)}-${pad(d)}` };
}

/** A till receipt: prices include VAT, the VAT is worked back per rate. */
export function tillReceipt(random: Random, index: number, kind: Kind) {
  const shop = SHOPS[index % SHOPS.length]!;
  const date = receiptDate(random);
  const twoRates = random.next() < 0.35;
  const oneRate: 9 | 21 = random.next() < 0.5 ? 9 : 21;
  const big = index % 6 === 0;
  const items = Array.from({ length: random.int(2, kind === 'thermal58' ? 5 : 7) }, () => {
    const [name, rate] = random.pick(ITEMS);
    return {
      name,
      rate: twoRates ? rate : oneRate,
      cents: random.int(95, big ? 40_000 : 2_500),
    };
  });
  const total = items.reduce((sum, item) => sum + item.cents, 0);
  const perRate: PerRate = ([9, 21] as const).flatMap((rate) => {
    const gross = items.filter((item) => item.rate === rate).reduce((s, i) => s + i.cents, 0);
    if (!gross) return [];
    const vat = Math.round((gross * rate) / (100 + rate));
    return [{ rate, base: gross - vat, vat }];
  });
  const footerDate = random.next() < 0.3;
  const time = `${pad(random.int(7, 21))}:${pad(random.int(0, 59))}`;
  const dateLine = dateText(random, date.y, date.m, date.d);
  const rows: Row[] = [
    { left: random.next() < 0.5 ? shop.toUpperCase() : shop, right: '', strong: true },
    { left: `${random.pick(STREETS)} ${random.int(1, 120)}`, right: '' },
    {
      left: `${random.int(1000, 9999)} ${random.pick(['AB', 'CD', 'KL', 'XT'])} ${random.pick(TOWNS)}`,
      right: '',
    },
    { left: `Tel. 0${random.int(10, 79)}-${random.int(1_000_000, 9_999_999)}`, right: '' },
    { left: '', right: '' },
    ...(footerDate
      ? []
      : [{ left: `${random.next() < 0.5 ? 'Datum: ' : ''}${dateLine}`, right: time }]),
    { left: '', right: '' },
    ...items.map((item): Row =>
      item.cents % 3 === 0 && item.cents < 5000
        ? { left: `3 x ${item.name}`, right: `${euro(item.cents / 3)}  ${euro(item.cents)}` }
        : { left: item.name, right: `${euro(item.cents)}${random.next() < 0.3 ? ' A' : ''}` },
    ),
    { left: '', right: '' },
  ];
  if (random.next() < 0.5) rows.push({ left: 'Subtotaal', right: euro(total) });
  rows.push({
    left: random.pick(TOTAL_LABELS),
    right: `${random.next() < 0.4 ? '€ ' : ''}${euro(total)}`,
    strong: true,
  });
  if (random.next() < 0.25) {
    const given = Math.ceil(total / 5000) * 5000;
    rows.push(
      { left: 'Contant', right: euro(given) },
      { left: 'Wisselgeld', right: euro(given - total) },
    );
  } else {
    rows.push({ left: random.pick(['PIN', 'Betaald met PIN', 'Maestro']), right: euro(total) });
  }
  rows.push({ left: '', right: '' }, ...vatRows(random, perRate), { left: '', right: '' });
  rows.push({
    left: random.pick(['Bedankt voor uw bezoek!', 'Tot ziens', 'Graag tot ziens']),
    right: '',
  });
  if (footerDate) {
    rows.push({
      left: `${pad(date.d)}-${pad(date.m)}-${date.y} ${time}`,
      right: `Kassa ${random.int(1, 9)} Bon ${random.int(1000, 9999)}`,
    });
  }
  return {
    rows,
    truth: { kind, shop, date: date.iso, amount: total / 100, vatRate: truthRate(perRate) },
  };
}

/** An A4 invoice: prices exclude VAT, with an invoice number, a customer number and a due date. */
export function invoice(random: Random, index: number) {
  const shop = INVOICE_SHOPS[index % INVOICE_SHOPS.length]!;
  const date = receiptDate(random);
  const due = new Date(Date.UTC(date.y, date.m - 1, date.d + 30));
  const dueText = `${pad(due.getUTCDate())}-${pad(due.getUTCMonth() + 1)}-${due.getUTCFullYear()}`;
  const dateLine = `${pad(date.d)}-${pad(date.m)}-${date.y}`;
  const big = random.next() < 0.6;
  const items = Array.from({ length: random.int(2, 5) }, () => {
    const [name, rate] = random.pick(INVOICE_ITEMS);
    const count = random.int(1, 8);
    return { name, rate, count, price: random.int(1_500, big ? 45_000 : 6_000) };
  });
  const perRate: PerRate = ([9, 21] as const).flatMap((rate) => {
    const base = items
      .filter((item) => item.rate === rate)
      .reduce((sum, item) => sum + item.count * item.price, 0);
    return base ? [{ rate, base, vat: Math.round((base * rate) / 100) }] : [];
  });
  const base = perRate.reduce((sum, item) => sum + item.base, 0);
  const total = perRate.reduce((sum, item) => sum + item.base + item.vat, 0);
  const number = `${date.y}-${pad(random.int(1, 9999)).padStart(4, '0')}`;
  const dates: Row[] =
    random.next() < 0.4
      ? [{ left: `Factuurdatum: ${dateLine}`, right: `Vervaldatum: ${dueText}` }]
      : random.next() < 0.5
        ? [
            { left: 'Vervaldatum:', right: dueText },
            { left: 'Factuurdatum:', right: dateLine },
          ]
        : [
            { left: 'Factuurdatum:', right: dateLine },
            { left: 'Vervaldatum:', right: dueText },
          ];
  const rows: Row[] = [
    { left: shop, right: '', strong: true },
    {
      left: `${random.pick(STREETS)} ${random.int(1, 120)}, ${random.pick(TOWNS)}`,
      right: 'FACTUUR',
    },
    {
      left: `KvK ${random.int(10_000_000, 99_999_999)}`,
      right: `BTW NL${random.int(100_000_000, 999_999_999)}B01`,
    },
    { left: '', right: '' },
    { left: 'Factuurnummer:', right: number },
    ...dates,
    { left: 'Klantnummer:', right: String(random.int(10_000, 99_999)) },
    { left: '', right: '' },
    { left: 'Omschrijving', middle: 'Aantal x prijs', right: 'Bedrag' },
    ...items.map((item) => ({
      left: `${item.name} (${item.rate}%)`,
      middle: `${item.count} x ${euro(item.price)}`,
      right: euro(item.count * item.price),
    })),
    { left: '', right: '' },
    { left: 'Totaal excl. BTW', right: euro(base) },
    ...vatRows(random, perRate),
    { left: random.pick(TOTAL_LABELS), right: `€ ${euro(total)}`, strong: true },
    { left: '', right: '' },
    { left: `Graag betalen voor ${dueText} op NL12 ABNA 0123 4567 89`, right: '' },
    { left: `onder vermelding van factuurnummer ${number}.`, right: '' },
  ];
  return {
    rows,
    truth: {
      kind: 'invoice' as const,
      shop,
      date: date.iso,
      amount: total / 100,
      vatRate: truthRate(perRate),
    },
  };
}
