// Binds the store locator's use cases into the container (composition root: adapters chosen here). Loaded
// lazily by useCapability('locator'), so the fake locator (and, on its first call, its gazetteer chunk)
// never weighs on the first page.
import type { Container } from 'inversify';
import {
  createLocatorSession,
  createStoreChoice,
  makeAutocompletePlaces,
  makeChooseStoreByNumber,
  makeConfirmStore,
} from '@crema/domain/locator';
import { T } from '../tokens';
import { LocatorTokens } from '../../features/locator/tokens';
import { browserDevicePosition } from '../../browser/geolocation';
import { createLocalRecentPlaces } from '../../browser/recent-places';
import { createSessionLocatorView } from '../../browser/session-locator-view';
import { browserLocalStorage, browserSessionStorage } from '../../browser/web-storage';

export default async function bindLocator(c: Container): Promise<void> {
  const { places, stores, favorites, preference, recommended } = await c.get(T.Backend).locator();
  // The device's own memory and position (the browser's, whatever the backend).
  const recentPlaces = createLocalRecentPlaces(browserLocalStorage());
  const clock = c.get(T.Clock);
  const config = c.get(T.Config);
  const sessions = c.get(T.Session);
  c.bind(LocatorTokens.SelectedStorePreference).toConstantValue(preference);
  c.bind(LocatorTokens.SavedView).toConstantValue(createSessionLocatorView(browserSessionStorage()));
  c.bind(LocatorTokens.AutocompletePlaces).toConstantValue(makeAutocompletePlaces({ places }));
  const confirmStore = makeConfirmStore({ preference, clock });
  c.bind(LocatorTokens.ChooseStoreByNumber).toConstantValue(makeChooseStoreByNumber({ stores, preference, clock, config }));
  c.bind(LocatorTokens.CreateSession).toConstantValue((variant, query) =>
    createLocatorSession(
      { places, stores, favorites, preference, recommended, recentPlaces, position: browserDevicePosition, clock, config, session: () => sessions.current() },
      variant,
      query,
    ),
  );
  c.bind(LocatorTokens.CreateStoreChoice).toConstantValue((session) => createStoreChoice({ session, confirmStore }));
}
