import {
  assignmentStatusLabel,
  EVALUATION_FIELD_LABELS,
  EVALUATION_FIELDS,
  quarterLabel,
} from '@portal/contract';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The PDF of an assignment and its latest evaluation (issue 11 point 5), made with pdfkit.
 * DejaVu Sans is embedded (as a subset) so ĳ, ë, é and € print as typed: pdfkit's built-in
 * Helvetica has only WinAnsi. pdfkit stays outside the server bundle (build.mjs): it reads its
 * own data files next to its code.
 */

const require = createRequire(import.meta.url);
/**
 * Read and parsed once: pdfkit would parse the font file again for every PDF (most of its
 * time). pdfkit takes a parsed fontkit font as a font source; each PDF makes its own subset.
 */
const parsed = (name: string) =>
  fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
const REGULAR = parsed('DejaVuSans.ttf');
const BOLD = parsed('DejaVuSans-Bold.ttf');

export interface AssignmentPdfInput {
  companyName: string;
  title: string;
  professional: string;
  functie: string;
  opdrachtgever: string;
  startDate: string | null;
  endDate: string | null;
  status: string;
  quarter: string | null;
  texts: Record<(typeof EVALUATION_FIELDS)[number], string>;
  madeAt: Date;
}

const longDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const madeAtFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** "2026-03-01" as "1 maart 2026". */
export function dutchDate(iso: string | null, missing: string): string {
  if (!iso) return missing;
  const [year, month, day] = iso.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(year!, month! - 1, day!)));
}

export function renderAssignmentPdf(input: AssignmentPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // Our font from the start: pdfkit would otherwise load Helvetica's metrics first.
    font: REGULAR as unknown as string,
    info: {
      Title: input.title || 'Opdracht evalueren',
      Author: input.companyName,
      CreationDate: input.madeAt,
    },
  });
  doc.registerFont('regular', REGULAR as unknown as Buffer);
  doc.registerFont('bold', BOLD as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('regular').fontSize(10).fillColor('#555555').text(input.companyName);
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#000000')
    .text(input.title || 'Opdracht evalueren');
  doc.moveDown(0.75);

  const details: Array<[string, string]> = [
    ['Professional', input.professional],
    ['Functie', input.functie],
    ['Opdrachtgever', input.opdrachtgever],
    ['Startdatum', dutchDate(input.startDate, 'Geen startdatum')],
    ['Einddatum', dutchDate(input.endDate, 'Geen einddatum')],
    ['Status', assignmentStatusLabel(input.status)],
    ['Evaluatie', input.quarter ? quarterLabel(input.quarter) : 'Nog niet ingevuld'],
  ];
  for (const [label, value] of details) {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  }

  for (const field of EVALUATION_FIELDS) {
    doc.moveDown(1);
    doc.font('bold').fontSize(13).text(EVALUATION_FIELD_LABELS[field]);
    doc.moveDown(0.25);
    // pdfkit keeps the \n of the text as line breaks.
    doc
      .font('regular')
      .fontSize(10)
      .text(input.texts[field] || '(niet ingevuld)');
  }

  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(`Gemaakt op ${madeAtFormat.format(input.madeAt)}`);
  doc.end();
  return done;
}
