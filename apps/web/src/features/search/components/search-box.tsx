import { SEARCH_KIND_LABELS, SEARCH_MAX_LENGTH } from '@portal/contract/rules';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { colleagueName } from '@/shared/people/colleague-card';
import { directoryPathFor, useColleagueNameSearch } from '@/shared/people/colleague-directory';
import { cx } from '@/shared/ui/class-names';
import { inputClasses } from '@/shared/ui/field-classes';
import { SEARCH_MIN_LENGTH, SUGGESTION_COUNT, useSearchResults } from '../api/search';
import { SEARCH_DEBOUNCE_MS, searchPath } from '../model';
import { ColleagueSuggestion } from './colleague-results';
import { SnippetText } from './snippet-text';

/** Colleagues first among the suggestions (issue 25 item 14), at most this many. */
const COLLEAGUE_SUGGESTIONS = 3;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.4 1.4-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
    </svg>
  );
}

/**
 * The top bar's search (issue 12) as a WAI-ARIA combobox: suggestions appear while typing
 * pauses, arrows move through them, Enter opens the highlighted one or else the results page,
 * Escape closes the list (and a second Escape empties the box). Below 640 px the box folds
 * into a button that opens it; a third Escape folds it again and focuses that button.
 */
export function SearchBox() {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const [words, setWords] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // On a phone: the box is unfolded on this page (a navigation folds it again).
  const [unfoldedOn, setUnfoldedOn] = useState<string | null>(null);
  const unfolded = unfoldedOn === pathname;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (unfolded) input.current?.focus();
  }, [unfolded]);

  const searching = words.length >= SEARCH_MIN_LENGTH;
  const search = useSearchResults(words, SUGGESTION_COUNT);
  const colleagueSearch = useColleagueNameSearch(words, searching);
  const suggestions = searching ? (search.data?.items ?? []) : [];
  const colleaguePage = searching ? colleagueSearch.data?.pages[0] : undefined;
  const colleagues = colleaguePage?.items.slice(0, COLLEAGUE_SUGGESTIONS) ?? [];
  // Every option's address, in the order the arrows move through them: colleagues, then content.
  const targets = [
    ...colleagues.map((colleague) => directoryPathFor(colleagueName(colleague))),
    ...suggestions.map((result) => result.url),
  ];
  const popupOpen = open && searching;
  const listShown = popupOpen && targets.length > 0;
  const settled =
    search.isSuccess &&
    !search.isFetching &&
    !colleagueSearch.isPending &&
    !colleagueSearch.isFetching;

  function type(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setWords(value.trim()), SEARCH_DEBOUNCE_MS);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(to: string) {
    clearTimeout(timer.current);
    close();
    setUnfoldedOn(null);
    input.current?.blur();
    void navigate(to);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = listShown && active >= 0 ? targets[active] : undefined;
    if (chosen) return go(chosen);
    if (text.trim()) go(searchPath(text.trim()));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!targets.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = targets.length;
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
      );
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (popupOpen) close();
      else if (text) type('');
      else if (unfolded) {
        // The phone's box folds away with the focus in it: focus goes back to its button.
        setUnfoldedOn(null);
        opener.current?.focus();
      }
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === active,
    // Keeps focus in the input, so choosing does not count as leaving it.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => go(targets[index]!),
    className: cx(
      'cursor-pointer px-3 py-2 text-sm',
      index === active ? 'bg-accent-soft' : 'hover:bg-surface',
    ),
  });
  const groupHeading = 'block px-3 pt-2 pb-1 text-xs font-semibold text-muted';
  const contentOptions = suggestions.map((result, index) => (
    <li key={`${result.kind}-${result.id}`} {...optionProps(colleagues.length + index)}>
      <span className="block font-medium text-ink">{result.title}</span>
      <span className="block text-xs text-muted">{SEARCH_KIND_LABELS[result.kind]}</span>
      {result.snippet && (
        <span className="mt-0.5 line-clamp-1 block text-xs text-muted">
          <SnippetText html={result.snippet} />
        </span>
      )}
    </li>
  ));

  return (
    <div className="flex items-center sm:order-none">
      <button
        ref={opener}
        type="button"
        aria-label="Zoekveld openen"
        aria-expanded={unfolded}
        onClick={() => setUnfoldedOn(unfolded ? null : pathname)}
        className="inline-flex size-10 items-center justify-center rounded-md border border-line text-ink hover:bg-surface sm:hidden"
      >
        <SearchIcon />
      </button>
      <form
        role="search"
        aria-label="Zoeken in het portaal"
        onSubmit={submit}
        className={cx(
          'relative sm:block sm:w-64 lg:w-80',
          unfolded
            ? 'absolute inset-x-0 top-full z-30 block border-b border-line bg-white p-3 sm:static sm:border-0 sm:p-0'
            : 'hidden',
        )}
      >
        <label htmlFor={id} className="sr-only">
          Zoek in nieuws, arbeidsvoorwaarden, hoe het werkt, bibliotheek en collega&apos;s
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          placeholder="Zoeken..."
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
          onFocus={() => setOpen(true)}
          className={cx(inputClasses, 'py-1.5')}
        />
        {listShown && (
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggesties"
            className="absolute inset-x-3 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-line bg-white shadow-lg sm:inset-x-0"
          >
            {colleagues.length > 0 ? (
              <>
                <li role="presentation">
                  <span id={`${id}-collegas`} className={groupHeading}>
                    Collega&apos;s
                  </span>
                  <ul role="group" aria-labelledby={`${id}-collegas`}>
                    {colleagues.map((colleague, index) => (
                      <li key={`collega-${colleague.id}`} {...optionProps(index)}>
                        <ColleagueSuggestion
                          colleague={colleague}
                          pictures={colleaguePage?.pictures ?? {}}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
                {contentOptions.length > 0 && (
                  <li role="presentation" className="border-t border-line">
                    <span id={`${id}-inhoud`} className={groupHeading}>
                      Inhoud
                    </span>
                    <ul role="group" aria-labelledby={`${id}-inhoud`}>
                      {contentOptions}
                    </ul>
                  </li>
                )}
              </>
            ) : (
              contentOptions
            )}
          </ul>
        )}
        {popupOpen && !listShown && settled && (
          <p
            role="status"
            className="absolute inset-x-3 top-full z-30 mt-1 rounded-md border border-line bg-white p-3 text-sm text-muted shadow-lg sm:inset-x-0"
          >
            Geen suggesties. Druk op Enter om te zoeken.
          </p>
        )}
      </form>
    </div>
  );
}
