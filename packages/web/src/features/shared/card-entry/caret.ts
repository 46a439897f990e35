// In features/shared/: the caret helper of the shared guest card entry (GuestCardFields).
/** The caret position just after the `n`-th digit of a grouped number (0 before the first digit). */
export const caretAfterDigits = (formatted: string, n: number): number => {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === n) return i + 1;
  }
  return formatted.length;
};
