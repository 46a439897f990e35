// Spec section 4 "Auto reload": the form's edits, and a save that applies the decision table (create,
// update, disable, or close without a call). Choosing 'add payment' as the instrument leaves for the
// payment-method page. The reducer only describes the call to make (`plan`); the use case makes it.
import { type AutoReloadPlan, autoReloadFormFor, autoReloadStatus, choosesAddPayment, planAutoReload } from './auto-reload-rules';
import type { AutoReloadForm, StoredValueCard } from './model';
import { resolvePaymentError } from './payment-codes';

export interface AutoReloadState {
  readonly card: StoredValueCard;
  readonly form: AutoReloadForm;
  readonly phase: 'editing' | 'saving' | 'closed' | 'error';
  /** While saving: the one call being made. */
  readonly plan?: AutoReloadPlan;
  readonly message?: string;
  /** Set when 'add payment' was chosen: the page leaves for the payment-method page. */
  readonly addPaymentChosen?: true;
}

export type AutoReloadEvent =
  | { readonly type: 'toggle'; readonly enabled: boolean }
  | { readonly type: 'amountChosen'; readonly amount: number }
  | { readonly type: 'triggerChosen'; readonly triggerAmount: number }
  | { readonly type: 'instrumentChosen'; readonly choice: string }
  | { readonly type: 'save' }
  | { readonly type: 'saved'; readonly card: StoredValueCard }
  | { readonly type: 'saveFailed'; readonly message: string }
  | { readonly type: 'cardChanged'; readonly card: StoredValueCard };

export const initialAutoReloadState = (card: StoredValueCard, defaultAmount: number): AutoReloadState => ({
  card,
  form: autoReloadFormFor(card, defaultAmount),
  phase: 'editing',
});

const edit = (s: AutoReloadState, form: AutoReloadForm): AutoReloadState =>
  s.phase === 'saving' ? s : { card: s.card, form, phase: 'editing' };

export const autoReloadReducer = (s: AutoReloadState, e: AutoReloadEvent): AutoReloadState => {
  switch (e.type) {
    case 'toggle':
      return edit(s, { ...s.form, enabled: e.enabled });
    case 'amountChosen':
      return edit(s, { ...s.form, amount: e.amount });
    case 'triggerChosen':
      return edit(s, { ...s.form, triggerAmount: e.triggerAmount });
    case 'instrumentChosen': {
      if (s.phase === 'saving') return s;
      return choosesAddPayment(e.choice) ? { ...s, addPaymentChosen: true } : edit(s, { ...s.form, paymentInstrument: e.choice });
    }
    case 'save': {
      if (s.phase === 'saving') return s;
      const plan = planAutoReload(s.card, s.form);
      if (plan._tag === 'Left') return { card: s.card, form: s.form, phase: 'error', message: resolvePaymentError(plan.left, 'autoReload').message };
      return plan.right.op === 'none'
        ? { card: s.card, form: s.form, phase: 'closed' }
        : { card: s.card, form: s.form, phase: 'saving', plan: plan.right };
    }
    case 'saved':
      return s.phase === 'saving' ? { card: e.card, form: s.form, phase: 'closed' } : s;
    case 'saveFailed':
      return s.phase === 'saving' ? { card: s.card, form: s.form, phase: 'error', message: e.message } : s;
    case 'cardChanged':
      return { ...s, card: e.card };
  }
};

/** "Auto reload is active or off", for the card page. */
export const autoReloadStatusOf = (s: AutoReloadState): 'active' | 'off' => autoReloadStatus(s.card);
