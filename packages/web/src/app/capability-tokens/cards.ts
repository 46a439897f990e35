// In app/: the cards capability's tokens, read by the cards and account pages; the composition root owns tokens other features use.
// Typed service identifiers of the cards capability, one per member of the domain's card use cases. Bound
// in app/modules/cards.ts (which alone picks the adapter); pages reach them with useService after
// useCapability('cards').
import type { CardUseCases } from '@crema/domain/cards';
import { tokensOf } from './tokens-of';

export const CardTokens = tokensOf<CardUseCases>('cards');
