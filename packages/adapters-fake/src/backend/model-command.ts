// Test-only: one step of a fast-check model run, by its label and what it does to the model and the real
// system (always applicable unless `check` says otherwise).
import type fc from 'fast-check';

export const modelCommand = <M extends object, R>(
  label: string,
  run: (m: M, r: R) => void | Promise<void>,
  check: (m: Readonly<M>) => boolean = () => true,
): fc.AsyncCommand<M, R> => ({
  check,
  run: async (m, r) => run(m, r),
  toString: () => label,
});
