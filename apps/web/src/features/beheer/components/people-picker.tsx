import type { Role } from '@portal/contract';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { hintClasses, inputClasses } from '@/shared/ui/field-classes';
import { usePeopleByIds, usePeopleSearch } from '../api/people';
import type { WithRoles } from '../model/person-locks';
import {
  choiceBoxClasses,
  choiceColumnClasses,
  choiceLegendClasses,
  lockedBoxProps,
} from './choice-column';
import { useChoiceReasons } from './choice-reasons';

const SEARCH_DEBOUNCE_MS = 300;
const count = new Intl.NumberFormat('nl-NL');

function PersonCheckbox({
  name,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      {name}
    </label>
  );
}

/**
 * Choose people of a role when there can be thousands of them (a consultant's professionals):
 * the chosen ones stay listed and checked, a search by name shows the first matches to add.
 */
export function PeoplePicker({
  legend,
  role,
  value,
  onChange,
  excludeId,
  hint,
  locked,
  describedBy,
  closedWhy,
}: {
  legend: string;
  role: Role;
  value: readonly number[];
  onChange(value: number[]): void;
  /** The person being edited, never a choice for themselves. */
  excludeId?: number;
  hint?: string;
  /** The form is closed (its controls disabled): the lists are still scrolled by keyboard. */
  locked?: boolean;
  describedBy?: string;
  /** Why adding or removing this person is closed to the signed-in person (shown disabled). */
  closedWhy?(person: WithRoles): string | undefined;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const words = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = usePeopleSearch(role, words);
  const chosen = usePeopleByIds(value);
  const known: Array<{ id: number; name: string } & WithRoles> = [
    ...(chosen.data ?? []),
    ...(found.data?.items ?? []),
  ];
  const nameOf = (personId: number) =>
    known.find((person) => person.id === personId)?.name ?? 'Laden…';
  const matches = (found.data?.items ?? []).filter(
    (person) => person.id !== excludeId && !value.includes(person.id),
  );
  const whyOf = (personId: number) => {
    const person = known.find((other) => other.id === personId);
    return person && closedWhy?.(person);
  };
  const reasons = useChoiceReasons([...value, ...matches.map((p) => p.id)].map(whyOf));
  const total = found.data?.total ?? 0;
  const shown = found.data?.items.length ?? 0;

  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className={choiceLegendClasses}>{legend}</legend>
      <div className={choiceColumnClasses}>
        {hint && <p className={hintClasses}>{hint}</p>}
        {value.length > 0 && (
          <div
            className="max-h-24 shrink-0 space-y-1 overflow-y-auto"
            role="group"
            aria-label={`Gekozen: ${value.length}`}
            tabIndex={locked ? 0 : undefined}
          >
            {value.map((personId) => (
              <PersonCheckbox
                key={personId}
                name={nameOf(personId)}
                checked
                disabled={locked || whyOf(personId) !== undefined}
                describedBy={reasons.describedBy(whyOf(personId))}
                onChange={() => onChange(value.filter((other) => other !== personId))}
              />
            ))}
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={`${id}-zoek`} className="text-sm text-muted">
            Zoek op naam om toe te voegen
          </label>
          <input
            id={`${id}-zoek`}
            type="search"
            value={search}
            maxLength={200}
            disabled={locked}
            onChange={(event) => setSearch(event.target.value)}
            aria-controls={`${id}-matches`}
            className={inputClasses}
          />
        </div>
        <div
          id={`${id}-matches`}
          className={choiceBoxClasses}
          {...lockedBoxProps(locked, `${legend}: gevonden`)}
        >
          {found.isError ? (
            <p className="text-sm text-danger-ink">De namen konden niet worden geladen.</p>
          ) : found.data && matches.length === 0 ? (
            <p className={hintClasses}>Niemand (meer) gevonden.</p>
          ) : (
            matches.map((person) => (
              <PersonCheckbox
                key={person.id}
                name={person.name}
                checked={false}
                disabled={locked || whyOf(person.id) !== undefined}
                describedBy={reasons.describedBy(whyOf(person.id))}
                onChange={() => onChange([...value, person.id])}
              />
            ))
          )}
        </div>
        {reasons.notes}
        <p className={hintClasses} aria-live="polite">
          {total > shown
            ? `${count.format(shown)} van ${count.format(total)} getoond; typ meer van de naam.`
            : ''}
        </p>
      </div>
    </fieldset>
  );
}
