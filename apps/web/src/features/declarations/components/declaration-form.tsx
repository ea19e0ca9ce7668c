import type { DeclarationRow, DeclarationType } from '@portal/contract';
import type { CalendarDate } from '@portal/contract/rules';
import {
  DEFAULT_TRANSPORT_TYPE,
  VAT_RATES,
  calculatesAmount,
  declarationLineFields,
} from '@portal/contract/rules';
import { useId, useRef } from 'react';
import { formatEuro } from '@/shared/format/money';
import { Button } from '@/shared/ui/button';
import { DateField, useFocusRef } from '@/shared/ui/date-field';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import type { RowMutationResponse } from '../api/contract-types';
import { useRecentLocations } from '../api/get-recent-locations';
import { monthDateRange } from '../model';
import { FieldMessage, describedBy } from './field-message';
import { FormDuplicateWarning } from './form-duplicate-warning';
import { ReceiptField } from './receipt-field';
import { ReceiptReadingStatus, SuggestedMark } from './receipt-suggestion-mark';
import { TripFields } from './trip-fields';
import { useDeclarationForm } from './use-declaration-form';
import { useReceiptSuggestions } from './use-receipt-suggestions';

const TRANSPORT_LABELS: Record<string, string> = {
  auto: 'Auto',
  ov: 'Openbaar vervoer',
  fiets: 'Fiets',
};

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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useDeclarationForm({ types, year, month, today, row, readOnly, formRef, onSaved });
  const { values, type, fieldErrors: errors, saving } = form;
  // Registered for focus on a failed check only: the field keeps its own dd-mm-jjjj text.
  const dateRef = useFocusRef(form.register('date'));
  const messageId = (field: string) => `${id}-${field}-message`;
  const shows = declarationLineFields(type);
  const showsTrip = shows.location_start || shows.location_end || shows.kilometers;
  const recent = useRecentLocations({ enabled: showsTrip && !readOnly });
  const range = monthDateRange(year, month);
  const amountCalculated = calculatesAmount(type);

  const suggestions = useReceiptSuggestions({
    methods: form.methods,
    values,
    file: values.receiptFile,
    enabled: !readOnly && Boolean(type && shows.receipt),
    isNew: !row,
    range,
  });

  const transportOptions = row ? Object.keys(TRANSPORT_LABELS) : [DEFAULT_TRANSPORT_TYPE];

  return (
    <form ref={formRef} noValidate onSubmit={form.submit} className="space-y-4" aria-busy={saving}>
      <fieldset disabled={readOnly} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-type`} className={labelClasses}>
            Soort declaratie
          </label>
          <select
            id={`${id}-type`}
            value={values.declarationType ?? ''}
            aria-invalid={Boolean(errors.declarationType) || undefined}
            aria-describedby={describedBy(errors.declarationType && messageId('declarationType'))}
            onChange={(event) =>
              form.chooseType(types.find((item) => String(item.id) === event.target.value))
            }
            className={inputClasses}
          >
            <option value="">Selecteer een soort declaratie</option>
            {types.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title.rendered}
              </option>
            ))}
          </select>
          <FieldMessage id={messageId('declarationType')} message={errors.declarationType} />
        </div>

        {/* Issue 25: the receipt comes first, as reading it fills the fields below. */}
        {type && shows.receipt && (
          <ReceiptField
            file={values.receiptFile}
            stored={values.keepsStoredReceipt ? (row?.receipt ?? null) : null}
            required={type.is_receipt_required}
            disabled={readOnly}
            error={errors.receiptFile}
            onFileChange={form.setReceipt}
            onRemoveStored={form.dropStoredReceipt}
          />
        )}
        {type && shows.receipt && !readOnly && (
          <ReceiptReadingStatus reading={suggestions.reading} skipped={suggestions.skipped} />
        )}

        {shows.date && (
          <div className="space-y-1">
            {/* Issue 25 item 15: dd-mm-jjjj whatever the browser's language. */}
            <DateField
              id={`${id}-date`}
              label="Datum"
              name="date"
              value={values.date}
              min={range.min}
              max={range.max}
              error={errors.date}
              ref={dateRef}
              onChange={(iso) => form.methods.setValue('date', iso, { shouldDirty: true })}
            />
            <SuggestedMark shown={suggestions.marked('date')} />
          </div>
        )}

        {shows.amount && (
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
              aria-invalid={Boolean(errors.amount) || undefined}
              aria-describedby={describedBy(
                errors.amount && messageId('amount'),
                amountCalculated && `${id}-amount-hint`,
              )}
              {...form.register('amount')}
              className={inputClasses}
            />
            <FieldMessage id={messageId('amount')} message={errors.amount} />
            <SuggestedMark shown={suggestions.marked('amount')} />
            {type && amountCalculated && type.unit !== null && (
              <p id={`${id}-amount-hint`} className={hintClasses}>
                Berekend: kilometers × {formatEuro(type.unit)} per km.
              </p>
            )}
          </div>
        )}

        {shows.description && (
          <div className="space-y-1">
            <label htmlFor={`${id}-description`} className={labelClasses}>
              Omschrijving
            </label>
            <textarea
              id={`${id}-description`}
              rows={2}
              maxLength={500}
              aria-invalid={Boolean(errors.description) || undefined}
              aria-describedby={describedBy(errors.description && messageId('description'))}
              {...form.register('description')}
              className={inputClasses}
            />
            <FieldMessage id={messageId('description')} message={errors.description} />
            <SuggestedMark shown={suggestions.marked('description')} />
          </div>
        )}

        {type && showsTrip && (
          <TripFields
            type={type}
            values={values}
            readOnly={readOnly}
            errors={errors}
            recentTrips={recent.data ?? []}
            calculating={form.calculating}
            kilometerError={form.kilometerError}
            onLocationChange={form.typeLocation}
            onLocationCommit={form.commitLocation}
            onSwap={form.swap}
            onPickRecent={form.pickTrip}
            onCalculate={form.calculateNow}
          />
        )}

        {shows.transport_type && (
          <div className="space-y-1">
            <label htmlFor={`${id}-transport`} className={labelClasses}>
              Vervoermiddel
            </label>
            <select
              id={`${id}-transport`}
              {...form.register('transportType')}
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

        {shows.vat_rate && (
          <div className="space-y-1">
            <label htmlFor={`${id}-vat`} className={labelClasses}>
              BTW-tarief
            </label>
            <select
              id={`${id}-vat`}
              {...form.register('vatRate', { valueAsNumber: true })}
              className={inputClasses}
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </select>
            <SuggestedMark shown={suggestions.marked('vatRate')} />
          </div>
        )}
      </fieldset>

      {!readOnly && <FormDuplicateWarning values={values} type={type} row={row} />}
      {form.error && <Notice tone="error">{form.error}</Notice>}

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
