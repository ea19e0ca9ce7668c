import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { PAYROLL_FORMATS } from '@portal/contract/endpoints/payroll';
import ExcelJS from 'exceljs';
import type { PayrollLine } from './repository.js';

export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];

/** The columns of both files, in order; one column per declaration type in the middle. */
export interface PayrollColumns {
  types: ReadonlyArray<{ id: number; title: string }>;
}

export function headerOf(columns: PayrollColumns): string[] {
  return [
    'Naam',
    'Gebruikers-ID',
    'IBAN',
    'Jaar',
    'Maand',
    'Kilometers',
    ...columns.types.map((type) => type.title),
    'Btw 9%',
    'Btw 21%',
    'Totaal',
  ];
}

/** A line as numbers: kilometres and euros with their decimals, for both writers. */
export function valuesOf(line: PayrollLine, columns: PayrollColumns) {
  return {
    text: [line.name, line.user_id, line.iban, line.year, line.month] as const,
    km: line.km_tenths / 10,
    euros: [
      ...columns.types.map((type) => (line.by_type[String(type.id)] ?? 0) / 100),
      line.vat9_cents / 100,
      line.vat21_cents / 100,
      line.total_cents / 100,
    ],
  };
}

/**
 * Every text cell of both files, headers included, goes through here: one that Excel would run
 * as a formula (=, +, -, @, a tab or a carriage return first) gets a leading apostrophe. Type
 * titles, names and IBANs are typed by people, and the file is opened by someone else.
 */
export const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV field: neutralised, then quoted when it holds a separator, a quote or a line break. */
const csvCell = (value: string | number) => {
  const text = neutralise(String(value));
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Dutch Excel: decimal comma, no thousands separator. */
const dutchNumber = (value: number, decimals: number) => value.toFixed(decimals).replace('.', ',');

/** The CSV writer: UTF-8 with BOM and semicolons, so Dutch Excel opens it as columns. */
export function createCsvWriter(out: Writable, columns: PayrollColumns) {
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', r));
  return {
    start: () => write(`\uFEFF${headerOf(columns).map(csvCell).join(';')}\r\n`),
    async lines(lines: readonly PayrollLine[]) {
      let chunk = '';
      for (const line of lines) {
        const values = valuesOf(line, columns);
        chunk += `${[
          ...values.text,
          dutchNumber(values.km, 1),
          ...values.euros.map((v) => dutchNumber(v, 2)),
        ]
          .map(csvCell)
          .join(';')}\r\n`;
      }
      await write(chunk);
    },
    finish: () => new Promise<void>((resolve) => out.end(resolve)),
  };
}

/** The XLSX writer: exceljs's streaming writer, each row committed as soon as it is added. */
export function createXlsxWriter(out: Writable, columns: PayrollColumns) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Declaraties');
  const header = headerOf(columns);
  // Strings, never formulas: exceljs writes a JS string as a string cell. Still neutralised, as
  // Excel reads a cell again as a formula once someone edits it.
  sheet.columns = header.map((title, index) => ({
    header: neutralise(title),
    key: String(index),
    width: index === 0 ? 28 : index === 2 ? 22 : 12,
    style: index >= 5 ? { numFmt: index === 5 ? '0.0' : '#,##0.00' } : {},
  }));
  return {
    start: async () => {},
    async lines(lines: readonly PayrollLine[]) {
      for (const line of lines) {
        const values = valuesOf(line, columns);
        sheet
          .addRow([
            ...values.text.map((v) => (typeof v === 'string' ? neutralise(v) : v)),
            values.km,
            ...values.euros,
          ])
          .commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * Writes a whole file into `out` and ends it, the lines handed over in batches by
 * `eachLineBatch`. Rejects as soon as `out` fails (a full disk): neither writer notices a stream
 * that stopped taking bytes, and would wait for it, holding the batches' cursor, for ever.
 */
export async function writePayrollFile(
  out: Writable,
  format: PayrollFormat,
  columns: PayrollColumns,
  eachLineBatch: (each: (lines: PayrollLine[]) => Promise<void>) => Promise<void>,
): Promise<void> {
  const writer = format === 'csv' ? createCsvWriter(out, columns) : createXlsxWriter(out, columns);
  // Rejects when `out` fails and never settles otherwise: its end is the writer's own.
  const failed = finished(out).then(() => new Promise<never>(() => {}));
  failed.catch(() => {});
  const guarded = <T>(step: Promise<T>) => Promise.race([step, failed]);
  await guarded(writer.start());
  await eachLineBatch((lines) => guarded(writer.lines(lines)));
  await guarded(writer.finish());
}
