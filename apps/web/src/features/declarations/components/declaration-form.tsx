import type { DeclarationRow, DeclarationType } from '@portal/contract';
import type { CalendarDate } from '@portal/contract/rules';
import { VAT_RATES } from '@portal/contract/rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { readFileAsBase64 } from '@/shared/files/read-file-as-base64';
import { formatEuro } from '@/shared/format/money';
import { Button } from '@/shared/ui/button';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { useAddDeclarationRow } from '../api/add-declaration-row';
import { useCalculateKilometers } from '../api/calculate-kilometers';
import type { RecentLocation, RowMutationResponse } from '../api/contract-types';
import { SERVER_RULE_STATUSES, declarationErrorMessage } from '../api/declaration-error';
import { useRecentLocations } from '../api/get-recent-locations';
import { useUpdateDeclarationRow } from '../api/update-declaration-row';
import {
  EMPTY_FORM,
  FORM_MESSAGES,
  NEW_FORM_TRANSPORT_TYPE,
  changeLocation,
  changeType,
  defaultRowDate,
  isAmountCalculated,
  monthDateRange,
  needsKilometerCalculation,
  newRowPayload,
  pickRecentTrip,
  setKilometers,
  swapLocations,
  updateRowFormData,
  validateDeclarationForm,
  valuesFromRow,
  type DeclarationFormValues,
} from '../model';
import { ReceiptField } from './receipt-field';
import { TripFields, type LocationEnd } from './trip-fields';

const TRANSPORT_LABELS: Record<string, string> = {
  auto: 'Auto',
  ov: 'Openbaar vervoer',
  fiets: 'Fiets',
};

/** Which field a validation message is about, to mark it invalid. */
const FIELD_OF_MESSAGE = Object.fromEntries(
  Object.entries(FORM_MESSAGES).map(([field, message]) => [message, field]),
) as Record<string, string>;

interface DeclarationFormProps {
  types: readonly DeclarationType[];
  year: number;
  month: number;
  today: CalendarDate;
  /** The row to view or edit; without it the form adds a new row. */
  row?: DeclarationRow;
  /** A month that can no longer change shows the row without editing. */
  readOnly?: boolean;
  onCancel(): void;
  onSaved(response: RowMutationResponse): void;
}

/** SPEC §4 "Declaration form behaviour" and §5: the new and the edit form. */
export function DeclarationForm({
  types,
  year,
  month,
  today,
  row,
  readOnly = false,
  onCancel,
  onSaved,
}: DeclarationFormProps) {
  const id = useId();
  const [values, setValues] = useState<DeclarationFormValues>(() =>
    row ? valuesFromRow(row) : EMPTY_FORM,
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const [calculating, setCalculating] = useState(false);
  const [kilometerError, setKilometerError] = useState<string | null>(null);
  const calculation = useRef(0);

  const type = types.find((item) => item.id === values.declarationType);
  const typeOf = (form: DeclarationFormValues) =>
    types.find((item) => item.id === form.declarationType);
  const showsTrip = Boolean(
    type &&
    (type.show_location_start_field || type.show_location_end_field || type.show_kilometers_field),
  );
  const recent = useRecentLocations({ enabled: showsTrip && !readOnly });
  const calculateKilometers = useCalculateKilometers();
  const addRow = useAddDeclarationRow(year, month);
  const updateRow = useUpdateDeclarationRow(year, month);
  const range = monthDateRange(year, month);
  const invalidField = error ? (FIELD_OF_MESSAGE[error] ?? null) : null;
  const amountCalculated = isAmountCalculated(type);

  const update = (patch: Partial<DeclarationFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

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
      setValues((current) =>
        current.locationStart.trim() === start.trim() && current.locationEnd.trim() === end.trim()
          ? setKilometers(current, kilometers, typeOf(current))
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
    setValues(next);
    if (needsKilometerCalculation(next, typeOf(next))) {
      void calculate(next.locationStart, next.locationEnd);
    }
  }

  function commitLocation(which: LocationEnd, text: string) {
    settle(changeLocation(values, which, text, type));
  }

  function pickTrip(trip: RecentLocation) {
    settle(pickRecentTrip(values, trip, type));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The ref answers a second click before React has re-rendered the disabled button.
    if (inFlight.current || readOnly) return;
    const problem = validateDeclarationForm(values, type);
    if (problem || !type) {
      setError(problem ?? FORM_MESSAGES.type);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setError(null);
    const fallbackDate = defaultRowDate(year, month, today);
    try {
      let response: RowMutationResponse;
      if (row) {
        const form = updateRowFormData(values, type, fallbackDate);
        response = await updateRow.mutateAsync({ id: row.id, form });
      } else {
        const payload = newRowPayload(values, type, fallbackDate);
        const file = type.show_receipt_field ? values.receiptFile : null;
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
      setError(declarationErrorMessage(failure, { serverMessageFor: SERVER_RULE_STATUSES }));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  const transportOptions = row ? Object.keys(TRANSPORT_LABELS) : [NEW_FORM_TRANSPORT_TYPE];

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={saving}>
      <fieldset disabled={readOnly} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-type`} className={labelClasses}>
            Soort declaratie
          </label>
          <select
            id={`${id}-type`}
            value={values.declarationType ?? ''}
            aria-invalid={invalidField === 'type' || undefined}
            onChange={(event) => {
              const next = types.find((item) => String(item.id) === event.target.value);
              setKilometerError(null);
              setValues((current) => changeType(current, typeOf(current), next));
            }}
            className={inputClasses}
          >
            <option value="">Selecteer een soort declaratie</option>
            {types.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title.rendered}
              </option>
            ))}
          </select>
        </div>

        {type?.show_date_field && (
          <div className="space-y-1">
            <label htmlFor={`${id}-date`} className={labelClasses}>
              Datum
            </label>
            <input
              id={`${id}-date`}
              type="date"
              min={range.min}
              max={range.max}
              value={values.date}
              aria-invalid={invalidField === 'date' || undefined}
              onChange={(event) => update({ date: event.target.value })}
              className={inputClasses}
            />
          </div>
        )}

        {type?.show_amount_field && (
          <div className="space-y-1">
            <label htmlFor={`${id}-amount`} className={labelClasses}>
              Bedrag in euro
            </label>
            <input
              id={`${id}-amount`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              readOnly={amountCalculated}
              placeholder={amountCalculated ? undefined : '0,00'}
              value={values.amount}
              aria-invalid={invalidField === 'amount' || undefined}
              aria-describedby={amountCalculated ? `${id}-amount-hint` : undefined}
              onChange={(event) => update({ amount: event.target.value })}
              className={inputClasses}
            />
            {amountCalculated && type.unit !== null && (
              <p id={`${id}-amount-hint`} className={hintClasses}>
                Berekend: kilometers × {formatEuro(type.unit)} per km.
              </p>
            )}
          </div>
        )}

        {type?.show_description_field && (
          <div className="space-y-1">
            <label htmlFor={`${id}-description`} className={labelClasses}>
              Omschrijving
            </label>
            <textarea
              id={`${id}-description`}
              rows={2}
              maxLength={500}
              value={values.description}
              aria-invalid={invalidField === 'description' || undefined}
              onChange={(event) => update({ description: event.target.value })}
              className={inputClasses}
            />
          </div>
        )}

        {type && showsTrip && (
          <TripFields
            type={type}
            values={values}
            readOnly={readOnly}
            invalidField={invalidField}
            recentTrips={recent.data ?? []}
            calculating={calculating}
            kilometerError={kilometerError}
            onLocationChange={(which, text) =>
              setValues((current) => changeLocation(current, which, text, typeOf(current)))
            }
            onLocationCommit={commitLocation}
            onSwap={() => setValues((current) => swapLocations(current, typeOf(current)))}
            onPickRecent={pickTrip}
            onCalculate={() => void calculate(values.locationStart, values.locationEnd)}
          />
        )}

        {type?.show_transport_type_field && (
          <div className="space-y-1">
            <label htmlFor={`${id}-transport`} className={labelClasses}>
              Vervoermiddel
            </label>
            <select
              id={`${id}-transport`}
              value={values.transportType || NEW_FORM_TRANSPORT_TYPE}
              onChange={(event) => update({ transportType: event.target.value })}
              className={inputClasses}
            >
              {transportOptions.map((option) => (
                <option key={option} value={option}>
                  {TRANSPORT_LABELS[option] ?? option}
                </option>
              ))}
            </select>
          </div>
        )}

        {type?.show_vat_field && (
          <div className="space-y-1">
            <label htmlFor={`${id}-vat`} className={labelClasses}>
              BTW-tarief
            </label>
            <select
              id={`${id}-vat`}
              value={values.vatRate}
              onChange={(event) => update({ vatRate: Number(event.target.value) })}
              className={inputClasses}
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </select>
          </div>
        )}

        {type?.show_receipt_field && (
          <ReceiptField
            file={values.receiptFile}
            stored={values.keepsStoredReceipt ? (row?.receipt ?? null) : null}
            required={type.is_receipt_required}
            disabled={readOnly}
            invalid={invalidField === 'receipt'}
            onFileChange={(file) => update({ receiptFile: file })}
            onRemoveStored={() => update({ keepsStoredReceipt: false })}
          />
        )}
      </fieldset>

      {error && <Notice tone="error">{error}</Notice>}

      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {readOnly ? 'Sluiten' : 'Annuleren'}
        </Button>
        {!readOnly && (
          <Button type="submit" busy={saving}>
            {saving ? 'Bezig met opslaan...' : row ? 'Opslaan' : 'Toevoegen'}
          </Button>
        )}
      </div>
    </form>
  );
}
