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
  type CardLedger,
} from '@crema/domain/cards';
import { createFakeCardLedger } from '@crema/adapters-fake/cards';
import { FakeBackendToken } from '../container';
import { CardTokens } from '../../features/cards/tokens';

export default function bindCards(c: Container): void {
  // No HTTP card ledger exists yet: the fake simulator serves both modes (README).
  const ledger: CardLedger = createFakeCardLedger(c.get(FakeBackendToken));
  const d = { ledger };
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
