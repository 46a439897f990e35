// Typed service identifiers of the store locator. Bound in app/modules/locator.ts (which alone picks the
// adapters); pages reach them with useService after useCapability('locator'). Types only: this file pulls
// no locator code into whatever imports it.
import type { ServiceIdentifier } from 'inversify';
import type {
  LocatorQuery,
  LocatorSession,
  LocatorVariant,
  SavedLocatorView,
  SelectedStorePreference,
  StoreChoice,
  makeAutocompletePlaces,
  makeChooseStoreByNumber,
} from '@crema/domain/locator';

const id = <T>(name: string) => Symbol.for(`locator.${name}`) as ServiceIdentifier<T>;

export type CreateLocatorSession = (variant: LocatorVariant, query: LocatorQuery) => LocatorSession;
export type CreateStoreChoice = (session: LocatorSession) => StoreChoice;

export const LocatorTokens = {
  /** A new locator page session (state$ + commands) for a variant and the query string it opened with. */
  CreateSession: id<CreateLocatorSession>('CreateSession'),
  /** The select / 'Order here' flow of a locator session (state$ + commands). */
  CreateStoreChoice: id<CreateStoreChoice>('CreateStoreChoice'),
  AutocompletePlaces: id<ReturnType<typeof makeAutocompletePlaces>>('AutocompletePlaces'),
  ChooseStoreByNumber: id<ReturnType<typeof makeChooseStoreByNumber>>('ChooseStoreByNumber'),
  /** The store remembered for ordering (persists across reloads). */
  SelectedStorePreference: id<SelectedStorePreference>('SelectedStorePreference'),
  /** This tab's last locator view (the pickup path returns to it from delivery). */
  SavedView: id<SavedLocatorView>('SavedView'),
} as const;
