// The keyboard's ways past the locator's long parts (issue #32: from the search box to the map took 143 Tab
// presses, through every listed store's buttons): 'Skip to map' and 'Skip to store list', unseen until focused.
// Each moves focus itself (the map's own region when it takes focus, else its place on the page), so the URL,
// which the locator keeps as its state, gets no '#'.
import type { MouseEvent } from 'react';
import { LocatorText } from './text';

/** The map's region when it can take focus (the built-in map pans by keys there), else the place that holds it. */
const mapFocusTarget = (place: HTMLElement): HTMLElement => {
  const region = place.querySelector<HTMLElement>('[role="region"]');
  return region !== null && region.tabIndex >= 0 ? region : place;
};

const focusById = (id: string, pick: (el: HTMLElement) => HTMLElement = (el) => el) => (e: MouseEvent<HTMLAnchorElement>) => {
  const place = document.getElementById(id);
  if (place === null) return;
  e.preventDefault();
  pick(place).focus();
};

export const SkipLinks = ({ mapId, listId }: { mapId: string | undefined; listId: string }) => (
  <>
    {mapId !== undefined && (
      <a className="locator-skip" href={`#${mapId}`} onClick={focusById(mapId, mapFocusTarget)}>
        {LocatorText.skipToMap}
      </a>
    )}
    <a className="locator-skip" href={`#${listId}`} onClick={focusById(listId)}>
      {LocatorText.skipToList}
    </a>
  </>
);
