// The name for the cup at checkout (issue #32), held in the order state so the cart and guest checkout share it:
// the field's value (the domain's cupNameField: as typed, else a member's first name), its error as it is typed
// (a character that cannot go on a cup is wrong at once; an error shown only when the field is left would push
// 'Review and pay', just below it, away from the pointer between press and release, losing the click), and the
// check before 'Review and pay' opens the summary (the error shown, the field focused).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Session } from '@crema/domain';
import { cupNameError, cupNameField } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { focusFirstError } from '../../../ui/focus-first-error';
import { useOrderState } from './hooks';

export interface CupName {
  readonly value: string;
  readonly error: string | undefined;
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly change: (value: string) => void;
  /** True when the name can go on a cup; else its error shows and the field takes the focus. */
  readonly check: () => boolean;
}

export const useCupName = (session: Session): CupName => {
  const order = useService(OrderingTokens.Order);
  const value = cupNameField(session, useOrderState().cupName);
  const [error, setError] = useState<string | undefined>(undefined);
  const [focus, setFocus] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus > 0) focusFirstError(ref.current);
  }, [focus]);
  return {
    value,
    error,
    ref,
    change: (next) => {
      order.dispatch({ type: 'CupNameSet', name: next });
      setError(cupNameError(next));
    },
    check: () => {
      const e = cupNameError(value);
      setError(e);
      if (e !== undefined) setFocus((n) => n + 1);
      return e === undefined;
    },
  };
};
