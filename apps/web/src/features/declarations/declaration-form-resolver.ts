import type { DeclarationLineField, DeclarationType } from '@portal/contract';
import { declarationLineProblems } from '@portal/contract/rules';
import type { FieldError, Resolver } from 'react-hook-form';
import { lineInputOf, type DeclarationFormValues } from './model';

/** The form field that shows a problem of the line's field. */
const FORM_FIELD: Record<DeclarationLineField, keyof DeclarationFormValues> = {
  declaration_type: 'declarationType',
  date: 'date',
  amount: 'amount',
  description: 'description',
  location_start: 'locationStart',
  location_end: 'locationEnd',
  kilometers: 'kilometers',
  receipt: 'receiptFile',
  vat_rate: 'vatRate',
  // The form adds no return trips; that is the month screen's button.
  return: 'declarationType',
};

/**
 * The declaration form's resolver: the form read as a declaration line and checked by the
 * contract's line rule, so the form says what the server would. Every field with a problem gets
 * its first message, in SPEC §5's order (the order of the errors, which decides the field that
 * gets focus); the server still answers only the first.
 */
export function declarationFormResolver(
  types: readonly DeclarationType[],
): Resolver<DeclarationFormValues> {
  return (values) => {
    const input = lineInputOf(values);
    const type =
      input.declaration_type === null
        ? undefined
        : types.find((item) => item.id === input.declaration_type);
    const errors: Partial<Record<keyof DeclarationFormValues, FieldError>> = {};
    for (const problem of declarationLineProblems(type, input)) {
      errors[FORM_FIELD[problem.field]] ??= { type: problem.code, message: problem.message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
