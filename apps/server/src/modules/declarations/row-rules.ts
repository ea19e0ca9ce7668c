import {
  declarationLineProblems,
  isSameLine,
  normalizeDeclarationLine,
  type DeclarationLineInput,
  type LineIdentity,
} from '@portal/contract';
import { unprocessable } from '../../http/errors.js';
import type { StoredRow, TypeRow } from './repository.js';
import { presentDeclarationType } from './type-presenter.js';

/**
 * The contract's declaration-line rule on the server's shapes: the same checks, messages and
 * order as the form (SPEC §5), answered as a 422 with the problem's code.
 */

/** The fields of a row as the routes hand them over (the contract's request schemas). */
export type RowInput = Omit<
  DeclarationLineInput,
  'declaration_type' | 'amount' | 'has_receipt' | 'return'
> & { amount?: number };

/** The columns of a row that its type's rules decide. */
export interface CheckedRow {
  amountCents: number;
  description: string;
  locationStart: string;
  locationEnd: string;
  kilometerTenths: number;
  transportType: string;
  vatRate: number;
}

/**
 * The row as stored, or a 422 for its first problem. The type is judged with the kilometre
 * rate of the row's own date as its unit.
 */
export function checkRow(
  type: TypeRow,
  input: RowInput & { return?: boolean },
  hasReceipt: boolean,
  rateCentsPerKm: number | undefined,
): CheckedRow {
  const lineType = presentDeclarationType(type, rateCentsPerKm);
  const lineInput: DeclarationLineInput = {
    ...input,
    declaration_type: type.id,
    amount: input.amount ?? null,
    has_receipt: hasReceipt,
    return: input.return ?? false,
  };
  const [problem] = declarationLineProblems(lineType, lineInput);
  if (problem) throw unprocessable(problem.code, problem.message);
  const line = normalizeDeclarationLine(lineType, lineInput);
  return {
    // A type without an amount field stores 0.
    amountCents: line.amount_cents ?? 0,
    description: line.description,
    locationStart: line.location_start,
    locationEnd: line.location_end,
    kilometerTenths: Math.round(line.kilometers * 10),
    transportType: line.transport_type,
    vatRate: line.vat_rate,
  };
}

type IdentityColumns = Pick<
  StoredRow,
  'typeId' | 'description' | 'locationStart' | 'locationEnd' | 'kilometerTenths' | 'amountCents'
>;

const identityOf = (row: IdentityColumns): LineIdentity => ({
  declaration_type: row.typeId,
  description: row.description,
  location_start: row.locationStart,
  location_end: row.locationEnd,
  kilometers: row.kilometerTenths / 10,
  amount_cents: row.amountCents,
});

/** The same line: what copying onto a date must not duplicate. */
export function sameLine(a: IdentityColumns, b: IdentityColumns): boolean {
  return isSameLine(identityOf(a), identityOf(b));
}
