import { describe, expect, it } from 'vitest';
import {
  amountsOnLine,
  findDate,
  findShop,
  findTotal,
  findVatRate,
  parseReceipt,
} from '../../src/modules/receipt-reading/parse-receipt.js';

describe('receipt dates', () => {
  it.each([
    ['Datum: 16-09-2026', '2026-09-16'],
    ['16/09/26 14:32', '2026-09-16'],
    ['16.09.2026', '2026-09-16'],
    ['16 sep 2026', '2026-09-16'],
    ['16 sept. 2026', '2026-09-16'],
    ['16 september 2026', '2026-09-16'],
    ['di 3 mrt 2026 10:01', '2026-03-03'],
    ['1 mei 26', '2026-05-01'],
    ['2026-09-16T10:00', '2026-09-16'],
    ['16 - 09 - 2026', '2026-09-16'],
    ['Datum 1O-O9-2026', '2026-09-10'],
    ['5 Oktober 2026', '2026-10-05'],
    ['14.01,2026 19:23', '2026-01-14'],
  ])('reads %j', (line, expected) => {
    expect(findDate([line])).toBe(expected);
  });

  it.each([
    ['31-02-2026'],
    ['16-13-2026'],
    ['bon 1234-5678'],
    ['16 foo 2026'],
    ['Tel 030-1234567'],
  ])('finds no date in %j', (line) => {
    expect(findDate([line])).toBeNull();
  });

  it('prefers the line that says "datum"', () => {
    expect(findDate(['Geldig t/m 31-12-2027', 'Datum: 02-11-2026'])).toBe('2026-11-02');
  });
});

describe('amounts on a line', () => {
  it.each([
    ['TOTAAL 12,50', [12.5]],
    ['Totaal € 1.234,56', [1234.56]],
    ['Total EUR 12.50', [12.5]],
    ['PIN 7 , 95', [7.95]],
    ['2 x 1,25 2,50', [1.25, 2.5]],
    ['16-09-2026 12:45', []],
    ['Korting -1,00', []],
    ['21,00% 3,12', [3.12]],
    ['Art. 123456', []],
  ])('%j', (line, expected) => {
    expect(amountsOnLine(line)).toEqual(expected);
  });
});

describe('receipt totals', () => {
  it('reads the total line, not the sub-total', () => {
    expect(findTotal(['Subtotaal 10,00', 'Korting 1,00', 'TOTAAL 9,00'])).toBe(9);
  });

  it('takes "Te betalen" and a PIN line', () => {
    expect(findTotal(['Brood 2,49', 'Te betalen 14,37', 'PIN 14,37'])).toBe(14.37);
  });

  it('does not take the cash handed over or the change', () => {
    expect(findTotal(['Totaal 23,40', 'Contant 50,00', 'Wisselgeld 26,60'])).toBe(23.4);
  });

  it('does not take VAT lines that mention the total', () => {
    expect(findTotal(['BTW 21% over 100,00 21,00', 'Totaal incl. 121,00'])).toBe(121);
  });

  it('takes the largest of several total lines (a total per group, then the grand total)', () => {
    expect(findTotal(['Totaal groente 4,10', 'Totaal brood 3,00', 'TOTAAL 7,10'])).toBe(7.1);
  });

  it('takes "Totaal incl. BTW" but not a VAT line', () => {
    expect(findTotal(['Totaal incl. BTW € 20,27', 'B.T.W. 21% 3,52'])).toBe(20.27);
    expect(findTotal(['Totaal excl. BTW 16,75', 'BTW totaal 3,52', 'Te betalen 20,27'])).toBe(
      20.27,
    );
  });

  it('reads the amount on the next line when OCR split the columns', () => {
    expect(findTotal(['TOTAAL', '€ 18,75'])).toBe(18.75);
  });

  it('suggests nothing without a total line', () => {
    expect(findTotal(['Koffie 3,20', 'Thee 2,80'])).toBeNull();
  });
});

describe('a total only when the reading is consistent (issue 24 item 16)', () => {
  it('does not take the VAT line after a total line whose amount was lost', () => {
    expect(findTotal(['TOTAAL', 'BTW 21% over 100,00 21,00'])).toBeNull();
    expect(findTotal(['Totaal', 'BTW 9% 1,02'])).toBeNull();
  });

  it('never takes a payment, change or cash line for the total', () => {
    expect(findTotal(['TOTAAL', 'PIN 12,40'])).toBeNull();
    expect(findTotal(['Totaal', 'Wisselgeld 26,60'])).toBeNull();
    expect(findTotal(['Betaald met PIN 12,40'])).toBeNull();
    expect(findTotal(['Bedrag betaald 12,40'])).toBeNull();
  });

  it('takes an amount standing alone on the next line', () => {
    expect(findTotal(['Te betalen', 'EUR 1.042,50'])).toBe(1042.5);
  });

  it('gives no total when base + VAT does not equal it to the cent', () => {
    expect(findTotal(['Totaal 127,00', 'BTW 21% over 100,00 21,00'])).toBeNull();
    expect(findTotal(['Totaal 121,01', 'BTW 21% over 100,00 21,00'])).toBeNull();
    expect(findTotal(['Totaal excl. BTW 100,00', 'BTW 21,00', 'Totaal 120,00'])).toBeNull();
  });

  it('gives no total when the VAT line itself does not add up', () => {
    expect(findTotal(['Totaal 121,00', 'BTW 21% over 100,00 27,00'])).toBeNull();
  });

  it('gives no total that is the amount before VAT', () => {
    expect(findTotal(['Totaal 100,00', 'BTW 21% 21,00'])).toBeNull();
    expect(findTotal(['Totaal 109,00', 'BTW 9% 9,00'])).toBe(109);
  });

  it('checks a breakdown of two rates', () => {
    const lines = [
      'Totaal excl. BTW 150,00',
      'BTW 9% over 50,00 4,50',
      'BTW 21% over 100,00 21,00',
    ];
    expect(findTotal([...lines, 'Totaal incl. BTW 175,50'])).toBe(175.5);
    expect(findTotal([...lines, 'Totaal incl. BTW 178,50'])).toBeNull();
    const table = ['BTW% Grondslag BTW Totaal', '9% 50,00 4,50 54,50', '21% 100,00 21,00 121,00'];
    expect(findTotal([...table, 'TOTAL EUR 175,50'])).toBe(175.5);
    expect(findTotal([...table, 'TOTAL EUR 157,50'])).toBeNull();
  });

  it.each([
    ['Te betalen € 20,27'],
    ['Totaal incl. BTW 20,27'],
    ['Bedrag 20,27'],
    ['TOTAL EUR 20,27'],
    ['Totaal: 20,27'],
  ])('takes the total labelled %j', (line) => {
    expect(findTotal([line, 'BTW 21% 3,52'])).toBe(20.27);
  });

  it.each([
    ['Te betalen € 1.234,56', 1234.56],
    ['TOTAL EUR 1 234,56', 1234.56],
    ['Total 1,234.56', 1234.56],
    ['Totaal 12.345,00', 12345],
  ])('reads a thousands separator: %j', (line, expected) => {
    expect(findTotal([line])).toBe(expected);
  });

  it('takes no digits of an invoice, order or customer number', () => {
    expect(amountsOnLine('Factuurnummer 2026.04.12')).toEqual([]);
    expect(findTotal(['Totaal', 'Factuurnummer 1042,50'])).toBeNull();
    expect(findTotal(['Klantnr. 1234,56 Totaal 99,00'])).toBeNull();
    expect(findTotal(['Ordernummer 2026.0412 Bedrag 45,00', 'Totaal 45,00'])).toBe(45);
  });
});

describe('a total read in part, confirmed by the payment (issue 24 item 16)', () => {
  it('takes a total the card payment repeats when a VAT line was lost', () => {
    expect(findTotal(['Totaal: € 77,01', 'Maestro 77,01', 'BTW 21% 5,50'])).toBe(77.01);
    expect(findTotal(['Totaal: € 77,01', 'BTW 21% 5,50'])).toBeNull();
  });

  it('takes a total that cash less change repeats when a VAT row lost its VAT', () => {
    const lines = ['TOTAL EUR 46,13', 'BTW% Grondslag BTW', '9% 42,32'];
    expect(findTotal([...lines, 'Contant 50,00', 'Wisselgeld 3,87'])).toBe(46.13);
    expect(findTotal([...lines, 'Contant 50,00', 'Wisselgeld 3,78'])).toBeNull();
  });

  it('takes a card payment whose comma OCR lost as the same figure', () => {
    const lines = ['TOTAAL €32,92', 'BTW 21% over 27,21 571'];
    expect(findTotal([...lines, 'PIN 3292'])).toBe(32.92);
    expect(findTotal([...lines, 'PIN 3282'])).toBeNull();
    expect(findTotal([...lines, 'Kassa 3292'])).toBeNull();
  });

  it('reads VAT amounts below the total excluding VAT as VAT only', () => {
    const lines = ['Totaal excl. BTW 622,38', '9,00% BTW 24,31', 'BTW 21% 73,99'];
    expect(findTotal([...lines, 'Totaal: € 720,68'])).toBe(720.68);
    expect(findVatRate(lines)).toBe(21);
    const lostComma = ['Totaal excl. BTW 58752', '21,00% BTW 123,38', 'TOTAL EUR € 710,90'];
    expect(findTotal(lostComma)).toBe(710.9);
  });

  it('takes the sum of a whole VAT breakdown when the total’s amount was lost and the payment says it', () => {
    const lines = ['TOTAL EUR Ege', 'BTW 9% over 54,92 4,94', 'BTW 21% over 10,08 2,12'];
    expect(findTotal([...lines, 'Maestro 72,06'])).toBe(72.06);
    expect(findTotal([...lines, 'Maestro 72,60'])).toBeNull();
    expect(findTotal(lines)).toBeNull();
    expect(findTotal(['TOTAL EUR Ege', 'BTW 21% 2,12', 'PIN 12,22'])).toBeNull();
  });

  it('takes no total that a VAT breakdown read whole contradicts, whatever the payment says', () => {
    expect(findTotal(['Totaal 127,00', 'PIN 127,00', 'BTW 21% over 100,00 21,00'])).toBeNull();
  });

  it('treats a VAT line with one amount where the base stands beside it as read in part', () => {
    const lines = ['TOTAL EUR € 72,06', 'BTW 9% over 54,92 4,94', 'BTW 21% over 10,08 2412'];
    expect(findTotal(lines)).toBeNull();
    expect(findTotal([...lines, 'Maestro 72,06'])).toBe(72.06);
    expect(findTotal(['Totaal 1.237,99', 'B.T.W. 21% ISTE)', 'BTW 9% 36,94'])).toBeNull();
  });
});

describe('the receipt’s own date (issue 24 item 16)', () => {
  it('never takes the due date', () => {
    expect(findDate(['Vervaldatum: 30-10-2026', 'Factuurdatum: 30-09-2026'])).toBe('2026-09-30');
    expect(findDate(['Vervaldatum 30-10-2026 Factuurdatum 30-09-2026'])).toBe('2026-09-30');
    expect(findDate(['Vervaldatum Factuurdatum', '30-10-2026 30-09-2026'])).toBe('2026-09-30');
    expect(findDate(['Te betalen voor 30-10-2026', 'Datum 30-09-2026'])).toBe('2026-09-30');
    expect(findDate(['Vervaldatum: 30-10-2026'])).toBeNull();
  });

  it('finds a date that stands only in the foot', () => {
    expect(
      findDate(['HEMA', 'Koffie 2,50', 'TOTAAL 2,50', 'Bedankt', '16-09-2026 14:32 Kassa 3']),
    ).toBe('2026-09-16');
  });
});

describe('VAT rates', () => {
  it.each([
    [['BTW 21% 2,60'], 21],
    [['BTW 9% 0,83'], 9],
    [['21,00% BTW 5,21'], 21],
    [['B.T.W. 9,0 % 1,20'], 9],
    [['BTW hoog 3,00'], 21],
    [['BTW laag 0,40'], 9],
    [['VAT 21 %   4,20'], 21],
    [['BT.W. 21% 4,32'], 21],
    [['B.T.W. 9 5,50'], 9],
    [['B.TW. 9% 1,02'], 9],
    [['BTW', '9% over 10,00 0,90'], 9],
  ])('%j', (lines, expected) => {
    expect(findVatRate(lines)).toBe(expected);
  });

  it('takes the rate of the larger VAT amount when both occur', () => {
    expect(findVatRate(['BTW 9% 0,41', 'BTW 21% 3,10'])).toBe(21);
    expect(findVatRate(['BTW 9% 4,41', 'BTW 21% 0,10'])).toBe(9);
  });

  it('gives no rate of two when one of their VAT amounts was not read (issue 24 item 16)', () => {
    expect(findVatRate(['BTW 9% over 54,92 4,94', 'BTW 21% over 10,08 2412'])).toBeNull();
    expect(findVatRate(['BTW 9% 36,94', 'B.T.W. 21% ISTE)'])).toBeNull();
    expect(findVatRate(['BTW% Grondslag BTW', '9% 42,32', '21% 10,00 2,10'])).toBeNull();
    expect(findVatRate(['BTW 21% over 10,08 2,12'])).toBe(21);
  });

  it('does not read a rate off a line that is no VAT line', () => {
    expect(findVatRate(['Korting 21% 1,00'])).toBeNull();
  });
});

describe('shops', () => {
  it('takes the first line with a name', () => {
    expect(findShop(['** Albert Heijn **', 'Stationsplein 12', 'Utrecht'])).toBe('Albert Heijn');
  });

  it('skips headings, dates and numbers', () => {
    expect(findShop(['KASSABON', '16-09-2026', '12345', 'Bakkerij de Graaf'])).toBe(
      'Bakkerij de Graaf',
    );
  });

  it('drops a lone letter OCR read after the name', () => {
    expect(findShop(['Albert Heijn a'])).toBe('Albert Heijn');
  });

  it('skips OCR noise of a few signs', () => {
    expect(findShop(['~ . :', '|| 1i', 'HEMA'])).toBe('HEMA');
  });
});

describe('a whole receipt', () => {
  it('reads all four values', () => {
    const text = [
      'Jumbo Utrecht Centraal',
      'Stationshal 5, 3511 CE Utrecht',
      'Datum: 16-09-2026 Tijd: 12:45',
      'Broodje kaas 3,95',
      'Koffie 2,80',
      'Subtotaal 6,75',
      'TOTAAL 6,75',
      'PIN 6,75',
      'BTW 9% over 6,19 0,56',
    ].join('\n');
    expect(parseReceipt(text)).toEqual({
      date: '2026-09-16',
      amount: 6.75,
      vatRate: 9,
      shop: 'Jumbo Utrecht Centraal',
    });
  });

  it('gives nulls for text that is no receipt', () => {
    expect(parseReceipt('')).toEqual({ date: null, amount: null, vatRate: null, shop: null });
  });
});
