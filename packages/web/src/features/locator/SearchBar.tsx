// The locator's search bar: a labelled combobox with place suggestions (listbox), a submit (which the locator
// session sends after the spec's 200 ms pause), and the Filter button with the active filter count.
// Suggestions follow a deferred copy of the text, so typing never waits for them.
import { memo, useCallback, useDeferredValue, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Observable } from 'rxjs';
import { idle, ok, type AsyncState } from '@crema/domain';
import { filterButtonLabel, isSubmittableSearch, type PlaceSuggestion } from '@crema/domain/locator';
import { useObservable } from '../../app/useObservable';
import { LocatorText } from './text';

type Suggestions = AsyncState<readonly PlaceSuggestion[]>;
const NONE: Suggestions = ok([]);

export interface SearchBarProps {
  /** The text the box starts with (a place from the query string). */
  readonly initialTerm?: string;
  readonly autocomplete: (prefix: string) => Observable<Suggestions>;
  /** Called with the trimmed term, 200 ms after the last submit. */
  readonly onSearch: (term: string) => void;
  readonly filterCount: number;
  readonly filtersOpen: boolean;
  readonly onOpenFilters: () => void;
  /**
   * False while the page is drawn but not yet working (its first view, before the app takes it over): the
   * field is read-only and the buttons disabled, so nothing typed or pressed then is lost without a word.
   */
  readonly ready?: boolean;
}

export const SearchBar = memo(function SearchBar({ initialTerm = '', autocomplete, onSearch, filterCount, filtersOpen, onOpenFilters, ready = true }: SearchBarProps) {
  const inputId = useId();
  const listId = useId();
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text the suggestions were last chosen or submitted for: no suggestions for it until it changes.
  const [settled, setSettled] = useState(initialTerm.trim());

  const deferred = useDeferredValue(term);
  // Nothing to suggest for the text just searched (its suggestions were settled): no source, the empty list.
  const source = useMemo(() => (deferred.trim() === settled ? undefined : autocomplete(deferred)), [deferred, settled, autocomplete]);
  const suggestions = useObservable<Suggestions>(source, source === undefined ? NONE : idle());
  const items = suggestions.status === 'ok' ? suggestions.value : [];
  const expanded = open && items.length > 0;

  // The search itself waits the spec's pause in the locator session (submitSearch), which an empty submit cancels.
  const submit = useCallback(
    (value: string) => {
      setOpen(false);
      setActive(-1);
      if (isSubmittableSearch(value)) setSettled(value.trim());
      onSearch(value);
    },
    [onSearch],
  );

  const choose = (s: PlaceSuggestion) => {
    setTerm(s.label);
    submit(s.label);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const picked = expanded && active >= 0 ? items[active] : undefined;
    if (picked) choose(picked);
    else submit(term);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; the options are 0..n-1, wrapping round.
      setActive((a) => {
        const next = a + step;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const activeIndex = expanded && active >= 0 && active < items.length ? active : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <form className="locator-search" role="search" onSubmit={onSubmit} noValidate>
      <div className="locator-search__box">
        <label htmlFor={inputId} className="visually-hidden">
          {LocatorText.searchLabel}
        </label>
        <input
          id={inputId}
          className="locator-search__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={LocatorText.searchPlaceholder}
          value={term}
          readOnly={!ready}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="locator-search__submit" aria-label={LocatorText.searchSubmit} disabled={!ready}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          </svg>
        </button>
        <ul id={listId} role="listbox" aria-label={LocatorText.suggestions} className="locator-search__list" hidden={!expanded}>
          {expanded &&
            items.map((s, i) => (
              <li
                key={s.label}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                className="locator-search__option"
                // Keep focus in the input: the click still lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
              >
                {s.label}
              </li>
            ))}
        </ul>
      </div>
      <button type="button" className="btn btn--secondary locator-search__filter" aria-haspopup="dialog" aria-expanded={filtersOpen} onClick={onOpenFilters} disabled={!ready}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
        </svg>
        {filterButtonLabel(filterCount)}
      </button>
    </form>
  );
});
