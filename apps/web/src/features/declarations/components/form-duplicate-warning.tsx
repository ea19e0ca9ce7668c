import type { DeclarationRow, DeclarationType, DuplicateLine } from '@portal/contract';
import { declarationLineFields } from '@portal/contract/rules';
import { useEffect, useState } from 'react';
import { useDuplicateCheck, type DuplicateQuery } from '../api/check-duplicates';
import { parseAmount, type DeclarationFormValues } from '../model';
import { linePath } from '../paths';
import { DuplicateWarning } from './duplicate-warning';
import { useFileSha256 } from './use-file-sha256';

/** Asked once the typing pauses, as the address search is. */
const CHECK_DEBOUNCE_MS = 400;

/** The check's question for the form's values; null while date or type are missing. */
export function duplicateQueryOf(
  values: DeclarationFormValues,
  type: DeclarationType | undefined,
  row: DeclarationRow | undefined,
  receiptSha256: string | null,
): DuplicateQuery | null {
  if (!type || !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) return null;
  const amount = parseAmount(values.amount);
  if (amount === null && !receiptSha256) return null;
  const shows = declarationLineFields(type);
  return {
    declaration_type: type.id,
    date: values.date,
    ...(amount !== null ? { amount } : {}),
    location_start: shows.location_start ? values.locationStart.trim() : '',
    location_end: shows.location_end ? values.locationEnd.trim() : '',
    ...(receiptSha256 ? { receipt_sha256: receiptSha256 } : {}),
    ...(row ? { exclude: row.id } : {}),
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

interface FormDuplicateWarningProps {
  values: DeclarationFormValues;
  type: DeclarationType | undefined;
  row?: DeclarationRow;
}

/**
 * Issue 14, before saving: the form's values checked against the user's lines in every month.
 * A newly chosen receipt is compared by its SHA-256 (computed here, not uploaded); a stored
 * receipt that is kept brings the warnings the saved line already has for it.
 */
export function FormDuplicateWarning({ values, type, row }: FormDuplicateWarningProps) {
  const sha256 = useFileSha256(values.receiptFile);
  const query = useDebounced(duplicateQueryOf(values, type, row, sha256), CHECK_DEBOUNCE_MS);
  const check = useDuplicateCheck(query);
  const found = query ? (check.data ?? []) : [];
  const kept =
    row && values.keepsStoredReceipt && !values.receiptFile
      ? row.duplicate_of.filter((line) => line.reason === 'same_receipt')
      : [];
  const lines: DuplicateLine[] = [
    ...found,
    ...kept.filter((line) => !found.some((other) => other.id === line.id)),
  ];
  return (
    <DuplicateWarning
      duplicates={lines}
      hrefOf={(line) => linePath(line.year, line.month, line.id)}
      newTab
      live
    />
  );
}
