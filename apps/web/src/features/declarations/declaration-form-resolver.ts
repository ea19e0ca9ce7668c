import { zodResolver } from '@hookform/resolvers/zod';
import {
  declarationLineSchema,
  type DeclarationLineField,
  type DeclarationLineInput,
  type DeclarationType,
} from '@portal/contract';
import type { FieldError, Resolver, ResolverOptions } from 'react-hook-form';
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
 * The declaration form's resolver: the form read as a declaration line, checked by the
 * contract's schema of the line rule, so the form says what the server would (SPEC §5: one
 * message, the first failure). The error goes on the form field it is about.
 */
export function declarationFormResolver(
  types: readonly DeclarationType[],
): Resolver<DeclarationFormValues> {
  const checkLine = zodResolver(declarationLineSchema((id) => types.find((t) => t.id === id)));
  return async (values, context, options) => {
    const lineOptions: ResolverOptions<DeclarationLineInput> = {
      criteriaMode: options.criteriaMode,
      fields: {},
      shouldUseNativeValidation: false,
    };
    const { errors } = await checkLine(lineInputOf(values), context, lineOptions);
    const formErrors: Record<string, FieldError> = {};
    for (const [field, error] of Object.entries(errors)) {
      formErrors[FORM_FIELD[field as DeclarationLineField]] = error as FieldError;
    }
    return Object.keys(formErrors).length > 0
      ? { values: {}, errors: formErrors }
      : { values, errors: {} };
  };
}
