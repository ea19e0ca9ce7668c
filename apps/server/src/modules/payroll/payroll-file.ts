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
 * A text cell Excel would run as a formula (=, +, -, @ first) gets a leading apostrophe:
 * names and IBANs are typed by people, the file is opened by someone else.
 */
const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvField = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** Dutch Excel: decimal comma, no thousands separator. */
const dutchNumber = (value: number, decimals: number) => value.toFixed(decimals).replace('.', ',');

/** The CSV writer: UTF-8 with BOM and semicolons, so Dutch Excel opens it as columns. */
export function createCsvWriter(out: Writable, columns: PayrollColumns) {
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', r));
  return {
    start: () => write(`\uFEFF${headerOf(columns).map(csvField).join(';')}\r\n`),
    async lines(lines: readonly PayrollLine[]) {
      let chunk = '';
      for (const line of lines) {
        const values = valuesOf(line, columns);
        chunk += `${[
          ...values.text.map((v) => csvField(defuse(String(v)))),
          dutchNumber(values.km, 1),
          ...values.euros.map((v) => dutchNumber(v, 2)),
        ].join(';')}\r\n`;
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
  sheet.columns = header.map((title, index) => ({
    header: title,
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
            ...values.text.map((v) => (typeof v === 'string' ? defuse(v) : v)),
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
