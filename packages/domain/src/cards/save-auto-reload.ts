import { of, type Observable } from 'rxjs';
import { ok } from '../shared/async-state';
import type { IdGenerator } from '../shared/ids';
import { idempotencyKeyFor, type KeyedAction } from './idempotency';
import { planAutoReload, type AutoReloadPlan } from './auto-reload-rules';
import type { AutoReloadForm, StoredValueCard } from './model';
import type { CardLedger, CardResult } from './ports';
import { failedWith, inContext, track, type CardError, type CardState } from './track';

export interface AutoReloadSaved {
  /** The one operation that was called, or 'none' when the form closed without a call. */
  readonly op: AutoReloadPlan['op'];
  readonly card: StoredValueCard;
}

/** The single ledger call a plan stands for (none for 'none'). */
export const callFor = (ledger: CardLedger, plan: AutoReloadPlan, idempotencyKey?: string): CardResult<StoredValueCard> | undefined => {
  const keyed = idempotencyKey === undefined ? {} : { idempotencyKey };
  switch (plan.op) {
    case 'create':
      return ledger.createAutoReload({ ...plan.settings, ...keyed });
    case 'update':
      return ledger.updateAutoReload({ ...plan.settings, ...keyed });
    case 'disable':
      return ledger.disableAutoReload(plan.cardId, idempotencyKey);
    case 'none':
      return undefined;
  }
};

/**
 * Saves the auto reload form (#auto-reload) by the decision table: exactly one of create, update or
 * disable is called, or none (ok at once with op 'none'). An enabled form without an instrument fails with
 * 'To save Auto reload settings, select a payment method.' before any call.
 */
export const makeSaveAutoReload =
  (d: { readonly ledger: CardLedger; readonly ids?: IdGenerator }) =>
  (i: KeyedAction & { readonly card: StoredValueCard; readonly form: AutoReloadForm }): Observable<CardState<AutoReloadSaved>> => {
    const plan = planAutoReload(i.card, i.form);
    if (plan._tag === 'Left') return of(failedWith<AutoReloadSaved>(plan.left, inContext('autoReload')));
    const call = plan.right.op === 'none' ? undefined : callFor(d.ledger, plan.right, idempotencyKeyFor(i, d.ids, 'autoreload'));
    if (call === undefined) return of(ok<AutoReloadSaved, CardError>({ op: 'none', card: i.card }));
    const op = plan.right.op;
    return track(call, inContext('autoReload'), (card): AutoReloadSaved => ({ op, card }));
  };
