// The member's primary stored-value card as the home page knows it: looked up only when a scan button
// needs it (scan-rule.ts), and kept through a later reload so the buttons do not flicker.
import type { CardState, StoredValueCard } from '../cards';
import { primaryCard } from '../cards';

export type PrimaryCardState =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ok'; readonly cardId: string | undefined };

export const PRIMARY_CARD_IDLE: PrimaryCardState = { status: 'idle' };

/** The next state from one answer of the cards list: a known card survives a reload's loading state. */
export const nextPrimaryCardState = (previous: PrimaryCardState, answer: CardState<readonly StoredValueCard[]>): PrimaryCardState => {
  if (answer.status === 'ok') return { status: 'ok', cardId: primaryCard(answer.value)?.cardId };
  if (answer.status === 'error') return { status: 'error' };
  return previous.status === 'ok' ? previous : { status: 'loading' };
};
