// Binds the cards capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import {
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
import { T } from '../tokens';
import { CardTokens } from '../capability-tokens/cards';

export default async function bindCards(c: Container): Promise<void> {
  const { ledger } = await c.get(T.Backend).cards();
  // Money actions get their idempotency key from the ids port, once per action.
  const d = c.isBound(T.Ids) ? { ledger, ids: c.get(T.Ids) } : { ledger };
  c.bind(CardTokens.ListCards).toConstantValue(makeListCards(d));
  c.bind(CardTokens.GetCard).toConstantValue(makeGetCard(d));
  c.bind(CardTokens.AddCard).toConstantValue(makeAddCard(d));
  c.bind(CardTokens.RemoveCard).toConstantValue(makeRemoveCard(d));
  c.bind(CardTokens.ReloadCard).toConstantValue(makeReloadCard(d));
  c.bind(CardTokens.SaveAutoReload).toConstantValue(makeSaveAutoReload(d));
  c.bind(CardTokens.TransferBalance).toConstantValue(makeTransferBalance(d));
  c.bind(CardTokens.FetchBarcode).toConstantValue(makeFetchBarcode(d));
  c.bind(CardTokens.MakePrimaryCard).toConstantValue(makeMakePrimaryCard(d));
}
