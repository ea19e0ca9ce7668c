import type { DeclarationRow, DeclarationType, MonthSummary, YearSummary } from '@portal/contract';
import type {
  ReviewListItem,
  ReviewMonthResponse,
} from '@/features/declarations/api/contract-types';
import { jsonResponse } from './wp-responses';

/** Bodies shaped like packages/contract/src/declarations.ts, with realistic Dutch data. */

const noFields = {
  show_date_field: false,
  show_amount_field: false,
  show_description_field: false,
  show_location_start_field: false,
  show_location_end_field: false,
  show_kilometers_field: false,
  show_transport_type_field: false,
  show_receipt_field: false,
  show_vat_field: false,
  is_receipt_required: false,
  auto_calculate_amount: false,
  calculate_kilometers: false,
  unit: null,
};

/** A trip by car paid per km: everything about the trip, the amount calculated. */
export const KILOMETERS_TYPE: DeclarationType = {
  ...noFields,
  id: 11,
  title: { rendered: 'Kilometers' },
  show_date_field: true,
  show_amount_field: true,
  show_description_field: true,
  show_location_start_field: true,
  show_location_end_field: true,
  show_kilometers_field: true,
  show_transport_type_field: true,
  auto_calculate_amount: true,
  calculate_kilometers: true,
  unit: 0.23,
};

/** A cost with a receipt: date, amount, description, VAT, receipt required. */
export const PARKING_TYPE: DeclarationType = {
  ...noFields,
  id: 12,
  title: { rendered: 'Parkeren &amp; tol' },
  show_date_field: true,
  show_amount_field: true,
  show_description_field: true,
  show_receipt_field: true,
  show_vat_field: true,
  is_receipt_required: true,
};

/** A cost where the receipt is optional. */
export const LUNCH_TYPE: DeclarationType = {
  ...noFields,
  id: 13,
  title: { rendered: 'Lunch' },
  show_date_field: true,
  show_amount_field: true,
  show_description_field: true,
  show_receipt_field: true,
  show_vat_field: true,
};

export function declarationType(overrides: Partial<DeclarationType> = {}): DeclarationType {
  return { ...LUNCH_TYPE, ...overrides };
}

export function declarationTypes(
  types: DeclarationType[] = [PARKING_TYPE, KILOMETERS_TYPE, LUNCH_TYPE],
) {
  return jsonResponse(200, types);
}

let nextRowId = 501;

export function tripRow(overrides: Partial<DeclarationRow> = {}): DeclarationRow {
  nextRowId += 1;
  return {
    id: nextRowId,
    declaration_type: KILOMETERS_TYPE.id,
    type: 'Kilometers',
    date: '2026-03-09',
    amount: 9.66,
    description: 'Klantbezoek Rijkswaterstaat',
    location_start: 'Stationsplein 1, Utrecht',
    location_end: 'Griffioenlaan 2, Utrecht',
    kilometers: 42,
    transport_type: 'auto',
    return: false,
    has_return: false,
    vat_rate: 0,
    receipt: null,
    attachments: [],
    duplicate_of: [],
    ...overrides,
  };
}

export function receiptRow(overrides: Partial<DeclarationRow> = {}): DeclarationRow {
  nextRowId += 1;
  return {
    id: nextRowId,
    declaration_type: PARKING_TYPE.id,
    type: 'Parkeren & tol',
    date: '2026-03-12',
    amount: 1234.5,
    description: 'Parkeergarage Jaarbeurs',
    location_start: '',
    location_end: '',
    kilometers: 0,
    transport_type: '',
    return: false,
    has_return: false,
    vat_rate: 21,
    receipt: {
      id: 77,
      original_name: 'bon-jaarbeurs.pdf',
      mime_type: 'application/pdf',
      restricted_view_url: '/wp-json/intranet/v1/files/77/signed?expires=1773400000&sig=ab12cd',
      thumbnail_url:
        '/wp-json/custom/v1/declarations/receipts/77/thumbnail?viewer=3&expires=1773400000&signature=ab12cd',
    },
    attachments: [],
    duplicate_of: [],
    ...overrides,
  };
}

export function monthSummaryBody(overrides: Partial<MonthSummary> = {}): MonthSummary {
  return {
    success: true,
    rows: [],
    total_rows: 0,
    total_vat_9: 0,
    total_vat_21: 0,
    total_amount: 0,
    submitted_declarations: [],
    editable: true,
    withdrawable: false,
    ...overrides,
  };
}

export function monthSummary(overrides: Partial<MonthSummary> = {}) {
  return jsonResponse(200, monthSummaryBody(overrides));
}

type YearMonth = YearSummary['data'][number];

/** Twelve months; `months` replaces the given ones (by month number). */
export function yearSummary(
  year: number,
  months: Array<Partial<YearMonth> & { month: number }> = [],
) {
  const data = Array.from({ length: 12 }, (_, index): YearMonth => {
    const given = months.find((entry) => entry.month === index + 1);
    return {
      month: index + 1,
      status: null,
      row_count: 0,
      total_amount: 0,
      submitted_declarations: [],
      ...given,
    };
  });
  return jsonResponse(200, { success: true, year, data });
}

export function submitted(status: string, year: number, month: number, id = 900 + month) {
  return {
    id,
    year,
    month,
    status,
    submitted_on: `${year}-${String(month).padStart(2, '0')}-28 10:15:00`,
  };
}

export function comment(text: string, id = 1, rowId: number | null = null) {
  return {
    id,
    comment: text,
    posted_on: '2026-02-03 09:30:00',
    row_id: rowId,
    user: { id: 3, firstname: 'Femke', middlename: 'van', lastname: 'Dijk', public_picture: [] },
  };
}

export function rowMutation(row: DeclarationRow, message = 'Declaratie opgeslagen') {
  return jsonResponse(200, { success: true, message, row });
}

export function reviewListItem(overrides: Partial<ReviewListItem> = {}): ReviewListItem {
  return {
    id: 41,
    user: { id: 21, name: 'Daan de Boer' },
    year: 2026,
    month: 2,
    status: 'sent',
    submitted_on: '2026-03-02 16:20:00',
    row_count: 2,
    total_amount: 1244.16,
    ...overrides,
  };
}

export function reviewList(months: ReviewListItem[]) {
  return jsonResponse(200, { success: true, months });
}

export function reviewMonth(overrides: Partial<ReviewMonthResponse> = {}) {
  const body: ReviewMonthResponse = {
    success: true,
    month: reviewListItem(),
    rows: [tripRow({ date: '2026-02-10' }), receiptRow({ date: '2026-02-12' })],
    total_rows: 1030.36,
    total_vat_9: 0,
    total_vat_21: 214.26,
    total_amount: 1244.16,
    comments: [],
    history: [
      { at: '2026-03-02T15:20:00Z', by: { id: 21, name: 'Daan de Boer' }, from: null, to: 'sent' },
    ],
    ...overrides,
  };
  return jsonResponse(200, body);
}
