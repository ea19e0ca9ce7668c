import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  declarationTotals,
  eurosToCents,
  kilometreAmountCents,
  VAT_RATES,
  vatPartCents,
} from '../src/rules/index.js';

describe('VAT_RATES (SPEC §9: 0, 9, 21 percent)', () => {
  it('are exactly 0, 9 and 21', () => {
    expect([...VAT_RATES]).toEqual([0, 9, 21]);
  });
});

describe('vatPartCents: the VAT inside an amount that includes it', () => {
  // [amount in cents incl. VAT, rate, VAT part in cents]
  it.each([
    // 0%: never any VAT
    [0, 0, 0],
    [1, 0, 0],
    [1000, 0, 0],
    [12100, 0, 0],
    // 9%
    [0, 9, 0],
    [1090, 9, 90], // € 10,00 + € 0,90
    [109, 9, 9],
    [10900, 9, 900],
    [1000, 9, 83], // 82.57 rounds up
    [11, 9, 1], // 0.908 rounds up
    [12, 9, 1], // 0.991 rounds up
    [6, 9, 0], // 0.495 rounds down
    [1, 9, 0],
    // 21%
    [0, 21, 0],
    [12100, 21, 2100], // € 100,00 + € 21,00
    [121, 21, 21],
    [1000, 21, 174], // 173.55 rounds up
    [999, 21, 173], // 173.38 rounds down
    [5, 21, 1], // 0.868 rounds up
    [1, 21, 0], // 0.174 rounds down
    [2, 21, 0], // 0.347 rounds down
    [3, 21, 1], // 0.521 rounds up
  ])('%i cents at %i%% holds %i cents VAT', (amount, rate, expected) => {
    expect(vatPartCents(amount, rate)).toBe(expected);
  });

  it.each([
    [1090, 9],
    [10900, 9],
    [12100, 21],
    [121, 21],
  ])('%i cents at %i%%: net plus VAT on the net gives the amount back', (amount, rate) => {
    const vat = vatPartCents(amount, rate);
    const net = amount - vat;
    expect(net + Math.round((net * rate) / 100)).toBe(amount);
  });
});

describe('declarationTotals (SPEC §2 summary: Subtotaal, BTW 9%, BTW 21%, Totaal)', () => {
  it.each([
    ['no rows', [], { subtotalCents: 0, vat9Cents: 0, vat21Cents: 0, totalCents: 0 }],
    [
      'only 0% rows',
      [
        { amountCents: 500, vatRate: 0 },
        { amountCents: 1234, vatRate: 0 },
      ],
      { subtotalCents: 1734, vat9Cents: 0, vat21Cents: 0, totalCents: 1734 },
    ],
    [
      'one 9% row',
      [{ amountCents: 1090, vatRate: 9 }],
      { subtotalCents: 1000, vat9Cents: 90, vat21Cents: 0, totalCents: 1090 },
    ],
    [
      'one 21% row',
      [{ amountCents: 12100, vatRate: 21 }],
      { subtotalCents: 10000, vat9Cents: 0, vat21Cents: 2100, totalCents: 12100 },
    ],
    [
      'a mixed list',
      [
        { amountCents: 1090, vatRate: 9 }, // VAT 90
        { amountCents: 12100, vatRate: 21 }, // VAT 2100
        { amountCents: 500, vatRate: 0 }, // VAT 0
        { amountCents: 1000, vatRate: 21 }, // VAT 174
        { amountCents: 1000, vatRate: 9 }, // VAT 83
        { amountCents: 966, vatRate: 0 }, // a kilometre row, VAT 0
      ],
      { subtotalCents: 14209, vat9Cents: 173, vat21Cents: 2274, totalCents: 16656 },
    ],
    [
      'odd cents, rounded per row',
      [
        { amountCents: 5, vatRate: 21 }, // 0.868 → 1
        { amountCents: 5, vatRate: 21 }, // 0.868 → 1
        { amountCents: 11, vatRate: 9 }, // 0.908 → 1
      ],
      { subtotalCents: 18, vat9Cents: 1, vat21Cents: 2, totalCents: 21 },
    ],
  ])('%s', (_name, list, expected) => {
    const totals = declarationTotals(list);
    expect(totals).toEqual(expected);
    expect(totals.subtotalCents + totals.vat9Cents + totals.vat21Cents).toBe(totals.totalCents);
  });

  it('keeps subtotal + BTW 9% + BTW 21% = total for many mixed lists', () => {
    for (let n = 0; n < 200; n += 1) {
      const list = Array.from({ length: (n % 7) + 1 }, (_, i) => ({
        amountCents: (n * 7919 + i * 104729) % 50000,
        vatRate: VAT_RATES[(n + i) % 3]!,
      }));
      const t = declarationTotals(list);
      expect(t.subtotalCents + t.vat9Cents + t.vat21Cents).toBe(t.totalCents);
      expect(t.totalCents).toBe(list.reduce((sum, row) => sum + row.amountCents, 0));
      expect(Number.isInteger(t.subtotalCents)).toBe(true);
    }
  });
});

describe('kilometreAmountCents (SPEC §4: amount = km × unit, 2 decimals)', () => {
  // [km, unit in cents per km, amount in cents]
  it.each([
    [42, 23, 966],
    [0, 23, 0],
    [1, 23, 23],
    [100, 19, 1900],
    [12.5, 23, 288], // 287.5 rounds up
    [10.3, 19, 196], // 195.7
    [33.3, 21, 699], // 699.3
    [0.1, 23, 2], // 2.3 (2.3000000000000003 in floating point)
    [42.4, 23, 975], // 975.2
  ])('%f km at %i cents/km is %i cents', (km, unit, expected) => {
    expect(kilometreAmountCents(km, unit)).toBe(expected);
  });
});

describe('centsToEuros', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [30, 0.3],
    [966, 9.66],
    [1999, 19.99],
    [123456, 1234.56],
    [-150, -1.5],
    [10.4, 0.1], // a fraction of a cent is rounded away first
    [29.6, 0.3],
  ])('%f cents is € %f', (cents, expected) => {
    expect(centsToEuros(cents)).toBe(expected);
  });
});

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1 + 0.2, 30], // 30.000000000000004
    [1.1 + 2.2, 330], // 3.3000000000000003
    [0.07, 7], // 7.000000000000001
    [0.29, 29], // 28.999999999999996
    [0.57, 57], // 56.99999999999999
    [1.15, 115], // 114.99999999999999
    [4.35, 435], // 434.99999999999994
    [19.99, 1999], // 1998.9999999999998
    [9.66, 966],
    [1234.56, 123456],
    [-1.5, -150],
  ])('€ %f is %i cents', (euros, expected) => {
    expect(eurosToCents(euros)).toBe(expected);
  });
});

describe('cents ↔ euros round trips', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.1 + 2.2, 3.3],
    [0.07, 0.07],
    [0.29, 0.29],
    [1.15, 1.15],
    [4.35, 4.35],
    [19.99, 19.99],
    [1234.56, 1234.56],
  ])('€ %f → cents → € %f', (euros, expected) => {
    expect(centsToEuros(eurosToCents(euros))).toBe(expected);
  });

  it('eurosToCents(centsToEuros(c)) is c for every cent amount from 0 to 1 000 000', () => {
    const broken: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      if (eurosToCents(centsToEuros(cents)) !== cents) broken.push(cents);
    }
    expect(broken).toEqual([]);
  });
});
