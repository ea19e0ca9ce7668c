const euro = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** SPEC §9: euros with two decimals and Dutch grouping, 1234.5 -> "€ 1.234,50". */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/**
 * SPEC §9: the plain decimal without a symbol, 1234.5 -> "1.234,50"; with 0 decimals the decimal
 * part is dropped (1234.5 -> "1.235").
 */
export function formatDecimal(value: number, fractionDigits = 2): string {
  let format = decimalFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('nl-NL', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    decimalFormats.set(fractionDigits, format);
  }
  return format.format(value);
}
