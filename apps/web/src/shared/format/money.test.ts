import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEuro } from './money';

// Intl puts a no-break space between the symbol and the amount.
const nbsp = (text: string) => text.replace(' ', '\u00a0');

describe('formatEuro', () => {
  it.each([
    [1234.5, '€ 1.234,50'],
    [0, '€ 0,00'],
    [0.2, '€ 0,20'],
    [1_000_000, '€ 1.000.000,00'],
    [12.345, '€ 12,35'],
    [-3, '€ -3,00'],
  ])('shows %d as %s', (amount, expected) => {
    expect(formatEuro(amount)).toBe(nbsp(expected));
  });
});

describe('formatDecimal', () => {
  it.each([
    [1234.5, 2, '1.234,50'],
    [0.1, 2, '0,10'],
    [42, 1, '42,0'],
    [1234.5, 0, '1.235'],
    [999, 0, '999'],
  ])('shows %d with %d decimals as %s', (value, digits, expected) => {
    expect(formatDecimal(value, digits)).toBe(expected);
  });

  it('uses two decimals by default', () => {
    expect(formatDecimal(7)).toBe('7,00');
  });
});
