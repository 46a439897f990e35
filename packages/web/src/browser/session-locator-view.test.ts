// The browser's SavedLocatorView: its contract over sessionStorage (a page is a new adapter over the same
// storage), over a storage the browser refuses, and without storage at all.
import { describe, expect, it } from 'vitest';
import { describeSavedLocatorViewContract } from '@crema/domain/locator/contract';
import { createSessionLocatorView, LOCATOR_VIEW_KEY } from './session-locator-view';
import { refusingStorage } from './test-storage';

describeSavedLocatorViewContract('sessionStorage', () => {
  sessionStorage.clear();
  return {
    open: () => createSessionLocatorView(sessionStorage),
    refusing: () => createSessionLocatorView(refusingStorage()),
  };
});

describe('the locator view in sessionStorage', () => {
  it('is kept under its key in this tab only (sessionStorage, not localStorage)', () => {
    sessionStorage.clear();
    localStorage.clear();
    createSessionLocatorView(sessionStorage).save('place=Ballard');
    expect(sessionStorage.getItem(LOCATOR_VIEW_KEY)).toBe('place=Ballard');
    expect(localStorage.getItem(LOCATOR_VIEW_KEY)).toBeNull();
  });

  it('works without storage (no window): keeps nothing', () => {
    const view = createSessionLocatorView(undefined);
    view.save('place=Ballard');
    expect(view.saved()).toBe('');
  });
});
