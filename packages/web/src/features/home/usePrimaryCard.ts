// The member's primary stored-value card, fetched only when a screen needs it (scan buttons).
import { useEffect, useState } from 'react';
import { primaryCard } from '@crema/domain/cards';
import { useService } from '../../app/services';
import { StreamTokens } from './tokens';

export type PrimaryCardState =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ok'; readonly cardId: string | undefined };

export const usePrimaryCard = (enabled: boolean): PrimaryCardState => {
  const list = useService(StreamTokens.ListCards);
  const [state, setState] = useState<PrimaryCardState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    const s = list().subscribe((r) => {
      if (r.status === 'ok') setState({ status: 'ok', cardId: primaryCard(r.value)?.cardId });
      else if (r.status === 'error') setState({ status: 'error' });
      else setState((p) => (p.status === 'ok' ? p : { status: 'loading' }));
    });
    return () => s.unsubscribe();
  }, [enabled, list]);
  return state;
};
