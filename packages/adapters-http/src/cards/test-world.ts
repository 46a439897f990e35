// Test-only: a fresh world for one cards test over HTTP, from the server's test-only fixture control (a member
// with two cards and a saved instrument, a member without cards, two newly issued cards nobody holds).
import type { CardEntry } from '@crema/domain/cards/contract';
import { startServerProcess, type ServerProcess } from '../test/server-process';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}
export interface CardsWorld {
  readonly withCards: Credentials;
  readonly withoutCards: Credentials;
  readonly addableCard: CardEntry;
  readonly emptyCard: CardEntry;
  readonly paymentInstrumentId: string;
}

export const newCardsWorld = async (baseUrl: string): Promise<CardsWorld> => {
  const r = await fetch(`${baseUrl}/__test/cards/fixture`, { method: 'POST' });
  if (!r.ok) throw new Error(`cards fixture control answered ${r.status}`);
  return (await r.json()) as CardsWorld;
};

/**
 * A server process for the cards model run, with a start budget for a loaded 2-core machine (the model run
 * starts late, beside other suites).
 */
export const startCardsServer = (startBudgetMs = 420_000): Promise<ServerProcess> => startServerProcess({}, { startBudgetMs });
