import type { DeclarationType } from '@portal/contract';
import { declarationLineFields } from '@portal/contract/rules';
import { useId } from 'react';
import { formatNumber } from '@/shared/format/number';
import { Button } from '@/shared/ui/button';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import type { RecentLocation } from '../api/contract-types';
import type { DeclarationFormValues } from '../model';
import { AddressField } from './address-field';
import { FieldMessage, describedBy } from './field-message';
import type { FieldMessages } from './use-declaration-form';

export type LocationEnd = 'start' | 'end';

interface TripFieldsProps {
  type: DeclarationType;
  values: DeclarationFormValues;
  readOnly: boolean;
  /** The form's message per field. */
  errors: FieldMessages;
  recentTrips: readonly RecentLocation[];
  calculating: boolean;
  kilometerError: string | null;
  onLocationChange(which: LocationEnd, text: string): void;
  onLocationCommit(which: LocationEnd, text: string): void;
  onSwap(): void;
  onPickRecent(trip: RecentLocation): void;
  onCalculate(): void;
}

/** Start, end, recent trips and the read-only kilometres with their calculation. */
export function TripFields({
  type,
  values,
  readOnly,
  errors,
  recentTrips,
  calculating,
  kilometerError,
  onLocationChange,
  onLocationCommit,
  onSwap,
  onPickRecent,
  onCalculate,
}: TripFieldsProps) {
  const id = useId();
  const shows = declarationLineFields(type);
  const bothEnds = shows.location_start && shows.location_end;

  return (
    <fieldset className="space-y-4 rounded-md border border-line p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Rit</legend>
      {bothEnds && !readOnly && recentTrips.length > 0 && (
        <div className="space-y-1">
          <label htmlFor={`${id}-recent`} className={labelClasses}>
            Recente ritten
          </label>
          <select
            id={`${id}-recent`}
            value=""
            onChange={(event) => {
              const trip = recentTrips.find((item) => String(item.id) === event.target.value);
              if (trip) onPickRecent(trip);
            }}
            className={inputClasses}
          >
            <option value="">Kies een recente rit</option>
            {recentTrips.map((trip) => (
              <option key={trip.id} value={trip.id}>
                {trip.location_start} → {trip.location_end} ({formatNumber(trip.kilometers)} km)
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
        {shows.location_start && (
          <AddressField
            label="Startlocatie"
            value={values.locationStart}
            disabled={readOnly}
            error={errors.locationStart}
            onChange={(text) => onLocationChange('start', text)}
            onCommit={(text) => onLocationCommit('start', text)}
          />
        )}
        {bothEnds && !readOnly && (
          <Button
            variant="secondary"
            onClick={onSwap}
            aria-label="Start- en eindlocatie omwisselen"
            className="justify-self-start sm:mb-px"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M6 3 2 7l4 4V8h9V6H6zm8 6v3H5v2h9v3l4-4z" />
            </svg>
            <span aria-hidden="true" className="sm:hidden">
              Omwisselen
            </span>
          </Button>
        )}
        {shows.location_end && (
          <AddressField
            label="Eindlocatie"
            value={values.locationEnd}
            disabled={readOnly}
            error={errors.locationEnd}
            onChange={(text) => onLocationChange('end', text)}
            onCommit={(text) => onLocationCommit('end', text)}
          />
        )}
      </div>
      {shows.kilometers && (
        <div className="space-y-1">
          <label htmlFor={`${id}-km`} className={labelClasses}>
            Kilometers
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`${id}-km`}
              type="text"
              readOnly
              aria-invalid={Boolean(errors.kilometers) || undefined}
              aria-describedby={describedBy(
                errors.kilometers && `${id}-km-message`,
                kilometerError && `${id}-km-error`,
              )}
              value={formatNumber(values.kilometers)}
              className={`${inputClasses} w-28`}
            />
            {!readOnly && (
              <Button
                variant="secondary"
                onClick={onCalculate}
                busy={calculating}
                disabled={!values.locationStart.trim() || !values.locationEnd.trim()}
              >
                Bereken kilometers
              </Button>
            )}
          </div>
          <FieldMessage id={`${id}-km-message`} message={errors.kilometers} />
          {kilometerError && (
            <p id={`${id}-km-error`} role="alert" className="text-sm text-danger-ink">
              {kilometerError}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
