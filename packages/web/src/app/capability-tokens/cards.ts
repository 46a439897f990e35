// In app/: the cards capability's tokens, read by the cards and account pages; the composition root owns tokens other features use.
// Typed service identifiers of the cards capability. Bound in app/modules/cards.ts (which alone picks the
// adapter); pages reach them with useService after useCapability('cards').
import type { ServiceIdentifier } from 'inversify';
import type {
  makeAddCard,
  makeFetchBarcode,
  makeGetCard,
  makeListCards,
  makeMakePrimaryCard,
  makeReloadCard,
  makeRemoveCard,
  makeSaveAutoReload,
  makeTransferBalance,
} from '@crema/domain/cards';

const id = <T>(name: string) => Symbol.for(`cards.${name}`) as ServiceIdentifier<T>;

export const CardTokens = {
  ListCards: id<ReturnType<typeof makeListCards>>('ListCards'),
  GetCard: id<ReturnType<typeof makeGetCard>>('GetCard'),
  AddCard: id<ReturnType<typeof makeAddCard>>('AddCard'),
  RemoveCard: id<ReturnType<typeof makeRemoveCard>>('RemoveCard'),
  ReloadCard: id<ReturnType<typeof makeReloadCard>>('ReloadCard'),
  SaveAutoReload: id<ReturnType<typeof makeSaveAutoReload>>('SaveAutoReload'),
  TransferBalance: id<ReturnType<typeof makeTransferBalance>>('TransferBalance'),
  FetchBarcode: id<ReturnType<typeof makeFetchBarcode>>('FetchBarcode'),
  MakePrimaryCard: id<ReturnType<typeof makeMakePrimaryCard>>('MakePrimaryCard'),
} as const;
