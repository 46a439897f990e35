// Every use case of the cards capability, built from its ports at once and named as the pages ask for them:
// the composition root binds each by its name (one list, here), and the pages' tokens are typed from it.
import type { IdGenerator } from '../shared/ids';
import type { CardLedger } from './ports';
import { makeListCards } from './list-cards';
import { makeGetCard } from './get-card';
import { makeCardActivity } from './card-activity';
import { makeAddCard } from './add-card';
import { makeRemoveCard } from './remove-card';
import { makeReloadCard } from './reload-card';
import { makeSaveAutoReload } from './save-auto-reload';
import { makeTransferBalance } from './transfer-balance';
import { makeFetchBarcode } from './fetch-barcode';
import { makeMakePrimaryCard } from './make-primary-card';

/** The ledger, and the ids port that gives each money action its idempotency key (once per action). */
export interface CardUseCaseDeps {
  readonly ledger: CardLedger;
  readonly ids?: IdGenerator;
}

export const makeCardUseCases = (d: CardUseCaseDeps) => ({
  ListCards: makeListCards(d),
  GetCard: makeGetCard(d),
  CardActivity: makeCardActivity(d),
  AddCard: makeAddCard(d),
  RemoveCard: makeRemoveCard(d),
  ReloadCard: makeReloadCard(d),
  SaveAutoReload: makeSaveAutoReload(d),
  TransferBalance: makeTransferBalance(d),
  FetchBarcode: makeFetchBarcode(d),
  MakePrimaryCard: makeMakePrimaryCard(d),
});

export type CardUseCases = ReturnType<typeof makeCardUseCases>;
