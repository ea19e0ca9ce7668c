import { z } from 'zod';
import { idSchema } from '../profile.js';
import {
  defineEndpoint,
  FORBIDDEN_ROLE_ERROR,
  ROLE_GUARDED_ERRORS,
  SIGNED_IN_ERRORS,
} from './define.js';
import { idParamsSchema } from './params.js';

const BASE = '/wp-json/custom/v1/payroll';
const tag = 'Salarisexport';
/** Issue 13: paying out approved declarations is Beheer's work, not a consultant's. */
const payrollAccess = {
  kind: 'signed-in',
  roles: ['administrator', 'beheerder'],
  deniedMessage: 'Je mag geen salarisexport maken.',
} as const;

/** A month as `YYYY-MM`. */
const yearMonth = z.string().regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'gebruik jjjj-mm');
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true');

const periodFields = {
  from: yearMonth,
  to: yearMonth,
  /** Months that were exported before are left out unless this is set. */
  include_exported: flag.optional(),
};
const periodRefine = (value: { from: string; to: string }) => value.from <= value.to;
const periodMessage = { message: 'het begin van de periode ligt na het einde', path: ['to'] };

export const payrollPeriodQuerySchema = z
  .strictObject(periodFields)
  .refine(periodRefine, periodMessage);
export const payrollExportBodySchema = z
  .strictObject(periodFields)
  .refine(periodRefine, periodMessage);

export const payrollMonthSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  year: z.number().int(),
  month: z.number().int(),
  total_amount: z.number(),
  /** When the month was last exported, or null. */
  exported_at: z.string().nullable(),
});

export const payrollPreviewSchema = z.object({
  success: z.literal(true),
  months: z.array(payrollMonthSchema),
  month_count: z.number().int(),
  total_amount: z.number(),
});

export const payrollExportSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  month_count: z.number().int(),
  total_amount: z.number(),
  /**
   * The XLSX and CSV are made by a background job after the export is recorded: `pending`
   * until both are stored, then `ready` (downloadable), or `failed` after the last attempt.
   */
  file_status: z.enum(['pending', 'ready', 'failed']),
});

export const PAYROLL_FORMATS = ['xlsx', 'csv'] as const;
export const PAYROLL_MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

export const previewPayroll = defineEndpoint({
  id: 'previewPayroll',
  method: 'GET',
  path: `${BASE}/preview`,
  summary: 'The approved months of a period that an export would contain, with totals',
  tag,
  access: payrollAccess,
  query: payrollPeriodQuerySchema,
  success: { status: 200, schema: payrollPreviewSchema },
  errors: ROLE_GUARDED_ERRORS,
});

export const createPayrollExport = defineEndpoint({
  id: 'createPayrollExport',
  method: 'POST',
  path: `${BASE}/exports`,
  summary: 'Record an export of the approved, not yet exported months of a period',
  description:
    'Months exported before are included only with include_exported. Exports run one at a time across the cluster (an advisory lock), so two administrators never export the same month twice. The XLSX and CSV are written afterwards, once, by a background job that one instance of the cluster takes: the export answers file_status pending until they are ready (or failed).',
  tag,
  access: payrollAccess,
  body: payrollExportBodySchema,
  success: {
    status: 201,
    schema: z.object({ success: z.literal(true), export: payrollExportSchema }),
  },
  errors: [...ROLE_GUARDED_ERRORS, { status: 422, codes: ['payroll_nothing_to_export'] }],
});

export const listPayrollExports = defineEndpoint({
  id: 'listPayrollExports',
  method: 'GET',
  path: `${BASE}/exports`,
  summary: 'Earlier exports, newest first, each with the state of its files',
  tag,
  access: payrollAccess,
  success: {
    status: 200,
    schema: z.object({ success: z.literal(true), exports: z.array(payrollExportSchema) }),
  },
  errors: [...SIGNED_IN_ERRORS, FORBIDDEN_ROLE_ERROR],
});

export const downloadPayrollExport = defineEndpoint({
  id: 'downloadPayrollExport',
  method: 'GET',
  path: `${BASE}/exports/:id/file`,
  summary: 'The file of a recorded export: XLSX or CSV (UTF-8 with BOM, semicolons)',
  description:
    'Served from the file store once the background job has written it (file_status ready); 409 while it is still being made or when it could not be made.',
  tag,
  access: payrollAccess,
  params: idParamsSchema,
  query: z.strictObject({ format: z.enum(PAYROLL_FORMATS).default('xlsx') }),
  success: {
    status: 200,
    binary: [PAYROLL_MIME.xlsx, PAYROLL_MIME.csv],
    headers: ['Content-Disposition'],
  },
  errors: [
    ...ROLE_GUARDED_ERRORS,
    { status: 404, codes: ['payroll_export_invalid_id'] },
    {
      status: 409,
      codes: ['payroll_export_pending', 'payroll_export_failed'],
      description: 'The file is still being made (try again shortly), or could not be made.',
    },
  ],
});

export const payrollEndpoints = [
  previewPayroll,
  createPayrollExport,
  listPayrollExports,
  downloadPayrollExport,
] as const;
