import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Issue 14's duplicate warning, in SQL so a month read stays one query. A line looks like
 * another line of the same user when both have the same date, type and amount, or when their
 * receipts have the same bytes (SHA-256) in two separately uploaded files. Not counted:
 * - the reverse trip of a kilometre line (same date and amount, start and end swapped): a
 *   return trip is the everyday case, not a double claim;
 * - lines sharing one receipt file: only copy-to-multiple makes those, on purpose.
 * Each side is an index lookup (declaration_rows_same_line_idx, files_sha256_idx,
 * declaration_rows_receipt_idx).
 */
export interface DuplicateCandidate {
  userId: SQL;
  date: SQL;
  typeId: SQL;
  amountCents: SQL;
  locationStart: SQL;
  locationEnd: SQL;
  /** The candidate's receipt hash (null: no receipt). */
  sha256: SQL;
  /** The candidate's own receipt file, not compared with itself (null: none). */
  receiptFileId: SQL;
  /** The candidate's own line, never its own duplicate (null: a line not saved yet). */
  rowId: SQL;
}

export function duplicatesJson(c: DuplicateCandidate): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
        'id', o.id, 'monthId', o.month_id, 'year', om.year, 'month', om.month,
        'monthSubmitted', om.status is not null,
        'date', to_char(o.date, 'YYYY-MM-DD'),
        'type', (select t.title from declaration_types t where t.id = o.type_id),
        'amountCents', o.amount_cents,
        'reason', case when o.date = ${c.date} and o.type_id = ${c.typeId}
                        and o.amount_cents = ${c.amountCents}
                       then 'same_line' else 'same_receipt' end)
      order by o.date, o.id)
    from declaration_rows o join declaration_months om on om.id = o.month_id
    where o.id in (
        select s.id from declaration_rows s
        where s.user_id = ${c.userId} and s.date = ${c.date} and s.type_id = ${c.typeId}
          and s.amount_cents = ${c.amountCents}
          and not (${c.locationStart} <> '' and ${c.locationStart} <> ${c.locationEnd}
                   and s.location_start = ${c.locationEnd} and s.location_end = ${c.locationStart})
        union all
        select s.id from files sf join declaration_rows s on s.receipt_file_id = sf.id
        where sf.sha256 = ${c.sha256} and s.user_id = ${c.userId}
          and sf.id is distinct from ${c.receiptFileId}
      )
      and o.id is distinct from ${c.rowId}
  ), '[]'::json)`;
}

/** The columns of a declaration row `r` as its own candidate. */
export const ROW_DUPLICATES = duplicatesJson({
  userId: sql`r.user_id`,
  date: sql`r.date`,
  typeId: sql`r.type_id`,
  amountCents: sql`r.amount_cents`,
  locationStart: sql`r.location_start`,
  locationEnd: sql`r.location_end`,
  sha256: sql`(select rf.sha256 from files rf where rf.id = r.receipt_file_id)`,
  receiptFileId: sql`r.receipt_file_id`,
  rowId: sql`r.id`,
});

export const storedDuplicateSchema = z.strictObject({
  id: z.number().int(),
  monthId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  monthSubmitted: z.boolean(),
  date: z.string(),
  type: z.string(),
  amountCents: z.number().int(),
  reason: z.enum(['same_line', 'same_receipt']),
});
export type StoredDuplicate = z.output<typeof storedDuplicateSchema>;
