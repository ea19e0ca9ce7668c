const integerOrDecimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** Dutch number formatting with grouping: 1234.5 -> "1.234,5". */
export function formatNumber(value: number): string {
  return integerOrDecimal.format(value);
}
