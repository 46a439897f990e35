// Moves the focus once React and the browser have settled what the last event changed (a closing sheet
// hands the focus back first, a removed row takes its button with it). A UI tick, not a business timer:
// the one place a feature's focus waits for the next task.
export const focusAfterRender = (target: () => HTMLElement | null | undefined): void => {
  setTimeout(() => target()?.focus(), 0);
};
