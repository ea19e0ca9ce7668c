import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '@/shared/ui/class-names';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Skeleton } from '@/shared/ui/skeleton';
import type { AddressSuggestion } from '../api/contract-types';
import {
  ADDRESS_SEARCH_MIN_LENGTH,
  looksLikeStreetAddress,
  useAddressSuggestions,
  useKnownAddressProvider,
} from '../api/search-locations';
import { FieldMessage, describedBy } from './field-message';

/** Issue 14: with the offline provider, street addresses are not known. */
export const ONLY_PLACES_HINT = 'Alleen plaatsnamen zijn bekend, geen straten of huisnummers.';
export const ONLY_PLACES_EMPTY = 'Alleen plaatsnamen zijn bekend; kies de plaats.';

/** SPEC §9: the search waits until typing pauses for 500 ms. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;

interface AddressFieldProps {
  label: string;
  value: string;
  /** Every keystroke. */
  onChange(text: string): void;
  /** A suggestion was chosen, or the field was left with a changed text. */
  onCommit(text: string): void;
  disabled?: boolean;
  invalid?: boolean;
  /** The form's message for this field, shown under it. */
  error?: string;
}

/**
 * A location with address suggestions, as a WAI-ARIA combobox: arrows move through the list,
 * Enter takes the highlighted address, Escape closes the list. Free text stays allowed; the
 * server can calculate distances from any address it understands.
 */
export function AddressField({
  label,
  value,
  onChange,
  onCommit,
  disabled,
  invalid,
  error,
}: AddressFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committed = useRef(value);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useAddressSuggestions(searchText);
  const onlyPlaces = useKnownAddressProvider() === 'offline';
  const searching = searchText.length >= ADDRESS_SEARCH_MIN_LENGTH;
  const suggestions: AddressSuggestion[] = search.isFetching ? [] : (search.data?.locations ?? []);
  const popupOpen = open && searching && !disabled;
  const listShown = popupOpen && suggestions.length > 0;

  function type(text: string) {
    onChange(text);
    setOpen(true);
    setActive(-1);
    clearTimeout(timer.current);
    const trimmed = text.trim();
    if (trimmed.length < ADDRESS_SEARCH_MIN_LENGTH) {
      setSearchText('');
      return;
    }
    timer.current = setTimeout(() => setSearchText(trimmed), ADDRESS_SEARCH_DEBOUNCE_MS);
  }

  function commit(text: string) {
    committed.current = text;
    onCommit(text);
  }

  function choose(suggestion: AddressSuggestion) {
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
    commit(suggestion.description);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && listShown && active >= 0) {
      // Take the address instead of submitting the form.
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && popupOpen) {
      setOpen(false);
      setActive(-1);
    }
  }

  function onBlur() {
    setOpen(false);
    setActive(-1);
    if (value !== committed.current) commit(value);
  }

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="relative space-y-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={popupOpen}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy(error && `${id}-error`, onlyPlaces && `${id}-hint`)}
        value={value}
        disabled={disabled}
        // Issue 25 item 3: the placeholder agrees with the hint about what the search finds.
        placeholder={onlyPlaces ? 'Zoek een plaats' : 'Zoek een adres'}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={inputClasses}
      />
      <FieldMessage id={`${id}-error`} message={error} />
      {popupOpen && (
        <div className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-md border border-line bg-white shadow-lg">
          {search.isFetching ? (
            <div role="status" className="space-y-2 p-3">
              <span className="sr-only">Adressen zoeken...</span>
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} className="h-5 w-full" />
              ))}
            </div>
          ) : search.isError ? (
            <p role="status" className="p-3 text-sm text-muted">
              Adressen zoeken lukt nu niet. Typ het volledige adres.
            </p>
          ) : suggestions.length === 0 ? (
            <p role="status" className="p-3 text-sm text-muted">
              {onlyPlaces && looksLikeStreetAddress(searchText)
                ? ONLY_PLACES_EMPTY
                : `Geen adressen gevonden voor '${searchText}'`}
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label={`Adressen voor ${label.toLowerCase()}`}>
              {suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps focus in the input, so choosing does not count as leaving it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                  className={cx(
                    'cursor-pointer px-3 py-2 text-sm text-ink',
                    index === active ? 'bg-accent-soft' : 'hover:bg-surface',
                  )}
                >
                  {suggestion.description}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {onlyPlaces && (
        <p id={`${id}-hint`} className={hintClasses}>
          {ONLY_PLACES_HINT}
        </p>
      )}
    </div>
  );
}
