import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/shared/api/api-error';
import { useReadReceipt, type ReceiptSuggestionsResponse } from '../api/read-receipt';
import type { DeclarationFormValues } from '../model';

/** The fields a receipt can fill. */
export type SuggestedField = 'date' | 'amount' | 'description' | 'vatRate';
type Suggested = Partial<Pick<DeclarationFormValues, SuggestedField>>;

/** "12,5" as the amount field shows an amount: a Dutch decimal comma, two decimals. */
const amountText = (amount: number) => amount.toFixed(2).replace('.', ',');

/**
 * What a receipt fills in: only fields still empty (the date, the amount, the description with
 * the shop's name) and, on a new line, the VAT rate while the user has not chosen one. A date
 * outside the month's range is left out: the line could not be saved with it.
 */
export function suggestedValues(
  read: ReceiptSuggestionsResponse,
  current: DeclarationFormValues,
  options: { isNew: boolean; vatChosen: boolean; range: { min: string; max: string } },
): Suggested {
  const values: Suggested = {};
  const { min, max } = options.range;
  if (read.date && !current.date && read.date >= min && read.date <= max) values.date = read.date;
  if (read.amount !== null && read.amount > 0 && !current.amount.trim()) {
    values.amount = amountText(read.amount);
  }
  if (read.shop && !current.description.trim()) values.description = read.shop;
  if (read.vat_rate !== null && options.isNew && !options.vatChosen) values.vatRate = read.vat_rate;
  return values;
}

/**
 * Issue 14 point 6: when a receipt is chosen, the server reads it ("Bon wordt gelezen…") and
 * the suggestions fill the empty fields of the form. A field is marked as suggested while it
 * still holds the suggested value: the mark goes as soon as the user changes the field, and
 * the user confirms the rest by saving. A failed reading only means no suggestions; when the
 * server is too busy to read it (503, issue 24) the form says so, and the user fills it in.
 */
export function useReceiptSuggestions(options: {
  methods: UseFormReturn<DeclarationFormValues>;
  /** The form's watched values. */
  values: DeclarationFormValues;
  file: File | null;
  /** Off for a read-only form or a type without receipt. */
  enabled: boolean;
  isNew: boolean;
  range: { min: string; max: string };
}) {
  const { methods, values, file, enabled, isNew, range } = options;
  const readReceipt = useReadReceipt();
  /** The file whose reading is over (with or without suggestions). */
  const [readFile, setReadFile] = useState<File | null>(null);
  const [suggested, setSuggested] = useState<Suggested>({});
  /** The file the server was too busy to read. */
  const [skippedFile, setSkippedFile] = useState<File | null>(null);

  useEffect(() => {
    if (!enabled || !file) return;
    const controller = new AbortController();
    readReceipt(file, controller.signal)
      .then((read) => {
        if (controller.signal.aborted) return;
        const values = suggestedValues(read, methods.getValues(), {
          isNew,
          vatChosen: methods.getFieldState('vatRate').isDirty,
          range,
        });
        for (const [field, value] of Object.entries(values)) {
          methods.setValue(field as SuggestedField, value as never);
        }
        setSuggested(values);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 503 && !controller.signal.aborted) {
          setSkippedFile(file);
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) setReadFile(file);
      });
    return () => controller.abort();
    // A new reading for each chosen file only; the range and the form stay the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, enabled]);

  const reading = enabled && file !== null && readFile !== file;
  /** Whether a field still shows what the receipt suggested. */
  const marked = (field: SuggestedField) =>
    suggested[field] !== undefined && Object.is(values[field], suggested[field]);
  const skipped = enabled && file !== null && skippedFile === file;
  return { reading, skipped, marked };
}
