import type { DeclarationRow, DeclarationType } from '@portal/contract';
import { declarationLineFields, type CalendarDate } from '@portal/contract/rules';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { readFileAsBase64 } from '@/shared/files/read-file-as-base64';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { useAddDeclarationRow } from '../api/add-declaration-row';
import { useCalculateKilometers } from '../api/calculate-kilometers';
import type { RecentLocation, RowMutationResponse } from '../api/contract-types';
import { SERVER_RULE_STATUSES, declarationErrorMessage } from '../api/declaration-error';
import { useUpdateDeclarationRow } from '../api/update-declaration-row';
import { declarationFormResolver } from '../declaration-form-resolver';
import {
  EMPTY_FORM,
  changeLocation,
  changeType,
  defaultRowDate,
  needsKilometerCalculation,
  newRowPayload,
  pickRecentTrip,
  setKilometers,
  swapLocations,
  updateRowFormData,
  valuesFromRow,
  type DeclarationFormValues,
} from '../model';
import type { LocationEnd } from './trip-fields';

/** The message of each field that has one. */
export type FieldMessages = Partial<Record<keyof DeclarationFormValues, string>>;

interface DeclarationFormOptions {
  types: readonly DeclarationType[];
  year: number;
  month: number;
  today: CalendarDate;
  row?: DeclarationRow;
  readOnly: boolean;
  /** The form element: after a refused submit focus goes to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  onSaved(response: RowMutationResponse): void;
}

/**
 * The declaration form's state in react-hook-form: SPEC §4's steps (type change, places,
 * recent trips, kilometres) applied to the values, the contract's line rule as the resolver,
 * and saving, once at a time.
 */
export function useDeclarationForm({
  types,
  year,
  month,
  today,
  row,
  readOnly,
  formRef,
  onSaved,
}: DeclarationFormOptions) {
  const resolver = useMemo(() => declarationFormResolver(types), [types]);
  const form = useForm<DeclarationFormValues>({
    defaultValues: row ? valuesFromRow(row) : EMPTY_FORM,
    resolver,
    // A message goes as soon as its field changes (below), not when the whole form is valid;
    // focus goes to the first invalid field (below): RHF's own focus misses the fields it does
    // not register (type, places, receipt).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name && form.getFieldState(name as keyof DeclarationFormValues).error) {
            form.clearErrors(name as keyof DeclarationFormValues);
          }
        },
      }),
    [form],
  );

  // After a refused submit: the first field with a message, in SPEC §5's order (the form's).
  useEffect(() => {
    if (submitCount > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [formRef, submitCount]);
  // Every field has a default value, so the watched values are complete.
  const values = useWatch({ control: form.control }) as DeclarationFormValues;
  const [saving, setSaving] = useState(false);
  const [calculating, setCalculating] = useState(false);
  const [kilometerError, setKilometerError] = useState<string | null>(null);
  const calculation = useRef(0);
  const calculateKilometers = useCalculateKilometers();
  const addRow = useAddDeclarationRow(year, month);
  const updateRow = useUpdateDeclarationRow(year, month);

  const typeOf = (id: number | null) => types.find((item) => item.id === id);
  const type = typeOf(values.declarationType);

  /** Takes over the fields a step changed. */
  function apply(next: DeclarationFormValues) {
    const current = form.getValues();
    for (const field of Object.keys(next) as Array<keyof DeclarationFormValues>) {
      if (!Object.is(next[field], current[field])) form.setValue(field, next[field] as never);
    }
  }

  /** Runs a step on the current values with the current type. */
  function step(
    change: (
      current: DeclarationFormValues,
      type: DeclarationType | undefined,
    ) => DeclarationFormValues,
  ) {
    const current = form.getValues();
    const next = change(current, typeOf(current.declarationType));
    apply(next);
    return next;
  }

  async function calculate(start: string, end: string) {
    const attempt = ++calculation.current;
    setCalculating(true);
    setKilometerError(null);
    try {
      const kilometers = await calculateKilometers(start, end);
      if (attempt !== calculation.current) return;
      if (!(kilometers > 0)) {
        setKilometerError('Er is geen afstand gevonden tussen deze adressen.');
        return;
      }
      // Only when the places are still the ones asked about.
      step((current, currentType) =>
        current.locationStart.trim() === start.trim() && current.locationEnd.trim() === end.trim()
          ? setKilometers(current, kilometers, currentType)
          : current,
      );
    } catch (failure) {
      if (attempt === calculation.current) {
        setKilometerError(declarationErrorMessage(failure, { about: 'kilometers' }));
      }
    } finally {
      if (attempt === calculation.current) setCalculating(false);
    }
  }

  /** SPEC §4: with both places known and km 0, the kilometres are calculated at once. */
  function settle(next: DeclarationFormValues) {
    if (needsKilometerCalculation(next, typeOf(next.declarationType))) {
      void calculate(next.locationStart, next.locationEnd);
    }
  }

  async function save(checked: DeclarationFormValues) {
    const lineType = typeOf(checked.declarationType);
    if (!lineType) return;
    const fallbackDate = defaultRowDate(year, month, today);
    setSaving(true);
    try {
      let response: RowMutationResponse;
      if (row) {
        const body = updateRowFormData(checked, lineType, fallbackDate);
        response = await updateRow.mutateAsync({ id: row.id, form: body });
      } else {
        const payload = newRowPayload(checked, lineType, fallbackDate);
        const file = declarationLineFields(lineType).receipt ? checked.receiptFile : null;
        if (file) {
          payload.receipt = {
            name: file.name,
            type: file.type,
            base64: await readFileAsBase64(file),
          };
        }
        response = await addRow.mutateAsync(payload);
      }
      onSaved(response);
    } catch (failure) {
      // The values stay as they are, so nothing typed is lost. SPEC §5: the server's rules
      // speak through the message of a 422 or a 400.
      form.setError('root.server', {
        message: declarationErrorMessage(failure, { serverMessageFor: SERVER_RULE_STATUSES }),
      });
    } finally {
      setSaving(false);
    }
  }

  const submit = useSingleSubmit(form.handleSubmit, save, { disabled: readOnly });

  const fieldErrors: FieldMessages = {};
  for (const [field, error] of Object.entries(errors)) {
    if (field !== 'root' && typeof error?.message === 'string') {
      fieldErrors[field as keyof DeclarationFormValues] = error.message;
    }
  }

  return {
    register: form.register,
    /** For the receipt's suggestions (use-receipt-suggestions.ts), which fill fields. */
    methods: form,
    values,
    type,
    saving,
    /** The server's answer, for the whole form. */
    error: errors.root?.server?.message ?? null,
    /** Each field's message, at the field (SPEC §5's order is the order of the fields). */
    fieldErrors,
    calculating,
    kilometerError,
    submit,
    chooseType(next: DeclarationType | undefined) {
      setKilometerError(null);
      step((current, currentType) => changeType(current, currentType, next));
    },
    typeLocation(which: LocationEnd, text: string) {
      step((current, currentType) => changeLocation(current, which, text, currentType));
    },
    commitLocation(which: LocationEnd, text: string) {
      settle(step((current, currentType) => changeLocation(current, which, text, currentType)));
    },
    swap() {
      step(swapLocations);
    },
    pickTrip(trip: RecentLocation) {
      settle(step((current, currentType) => pickRecentTrip(current, trip, currentType)));
    },
    calculateNow() {
      const current = form.getValues();
      void calculate(current.locationStart, current.locationEnd);
    },
    setReceipt(file: File | null) {
      form.setValue('receiptFile', file);
    },
    dropStoredReceipt() {
      form.setValue('keepsStoredReceipt', false);
    },
  };
}
