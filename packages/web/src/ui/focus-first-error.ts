// After a failed submit, focus goes to the first field in error, in the order the form reads: the one
// helper every form uses. A field in error is marked aria-invalid="true"; an error that belongs to a group
// (the gift amounts, the recipients, a radio group of parking spots) marks the group with data-invalid="true",
// and the group's first control takes the focus (its checked radio, if any). With no field in error (a
// refusal about the whole form, e.g. a wrong password), focus goes to the form's alert, so the message is
// where the keyboard is rather than on a button the submit disabled.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const groupControl = (group: HTMLElement): HTMLElement | null =>
  group.querySelector<HTMLElement>('input[type="radio"]:checked:not([disabled])') ?? group.querySelector<HTMLElement>(FIELD);

/**
 * Focuses the first field in error inside `root`; with none, `fallback` when given (the field to try again,
 * e.g. a refused card's number), else the form's alert. True when something took the focus.
 */
export const focusFirstError = (root: HTMLElement | null, fallback?: HTMLElement | null): boolean => {
  if (root === null) return false;
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  const target = first === null ? (fallback ?? null) : first.getAttribute('aria-invalid') === 'true' && first.matches(FIELD) ? first : groupControl(first);
  if (target !== null) {
    target.focus();
    return true;
  }
  const alert = root.querySelector<HTMLElement>('[role="alert"]');
  if (alert === null) return false;
  if (!alert.hasAttribute('tabindex')) alert.setAttribute('tabindex', '-1');
  alert.focus();
  return true;
};

/**
 * A form's ref and the request to focus its first error: call `focusError()` when a submit fails (before or
 * after the errors render; the focus moves once the render that shows them has committed).
 */
export const useFocusFirstError = <E extends HTMLElement = HTMLFormElement>(): readonly [RefObject<E | null>, () => void] => {
  const ref = useRef<E>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstError(ref.current);
  }, [request]);
  const focusError = useCallback(() => setRequest((n) => n + 1), []);
  return [ref, focusError] as const;
};

/** A form's ref whose first error takes the focus each time `state` turns to an error (a failed submit). */
export const useFocusFirstErrorOn = <E extends HTMLElement = HTMLFormElement>(state: { readonly status: string }): RefObject<E | null> => {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (state.status === 'error') focusFirstError(ref.current);
  }, [state]);
  return ref;
};
