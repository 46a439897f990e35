// Form state of the two-step code flows (e-mail change: /edit-email then /edit-email/enter-code; multi-factor
// phone: add/edit then code) and of the password change. Spec section 8: "Password change has a generic error
// flag; phone and e-mail code have error fields".

export interface CodeFlowState {
  readonly step: 'enterTarget' | 'enterCode' | 'done';
  readonly pending: boolean;
  /** The new e-mail or phone the code went to. */
  readonly target?: string;
  readonly expiresAt?: number;
  /** Error field of the e-mail / phone input. */
  readonly targetError?: string;
  /** Error field of the code input. */
  readonly codeError?: string;
}

export type CodeFlowEvent =
  | { readonly type: 'targetSubmitted' }
  | { readonly type: 'codeSent'; readonly target: string; readonly expiresAt: number }
  | { readonly type: 'targetRejected'; readonly message: string }
  | { readonly type: 'codeSubmitted' }
  | { readonly type: 'codeAccepted' }
  | { readonly type: 'codeRejected'; readonly message: string }
  /** Back to the first step (e.g. 'send a new code' after expiry or too many tries). */
  | { readonly type: 'restart' };

export const initialCodeFlow: CodeFlowState = { step: 'enterTarget', pending: false };

/** Answers arrive only for the step that is pending; anything else is ignored. */
export const codeFlowReducer = (s: CodeFlowState, e: CodeFlowEvent): CodeFlowState => {
  switch (e.type) {
    case 'targetSubmitted':
      return s.step === 'done' || s.pending ? s : { step: s.step, pending: true, ...(s.target ? { target: s.target } : {}), ...(s.expiresAt ? { expiresAt: s.expiresAt } : {}) };
    case 'codeSent':
      return s.pending && s.step !== 'done' ? { step: 'enterCode', pending: false, target: e.target, expiresAt: e.expiresAt } : s;
    case 'targetRejected':
      if (!s.pending || s.step === 'done') return s;
      // A new code asked for from the code step and refused: the person stays on the code step, told why.
      return s.step === 'enterTarget'
        ? { step: 'enterTarget', pending: false, targetError: e.message }
        : { step: 'enterCode', pending: false, ...(s.target ? { target: s.target } : {}), ...(s.expiresAt ? { expiresAt: s.expiresAt } : {}), codeError: e.message };
    case 'codeSubmitted':
      return s.step === 'enterCode' && !s.pending ? { step: 'enterCode', pending: true, ...(s.target ? { target: s.target } : {}), ...(s.expiresAt ? { expiresAt: s.expiresAt } : {}) } : s;
    case 'codeAccepted':
      return s.step === 'enterCode' && s.pending ? { step: 'done', pending: false, ...(s.target ? { target: s.target } : {}) } : s;
    case 'codeRejected':
      return s.step === 'enterCode' && s.pending ? { ...s, pending: false, codeError: e.message } : s;
    case 'restart':
      return initialCodeFlow;
  }
};

export interface PasswordChangeState {
  readonly pending: boolean;
  readonly done: boolean;
  /** The spec's generic error flag. */
  readonly genericError: boolean;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type PasswordChangeEvent =
  | { readonly type: 'submitted' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failedOnFields'; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'failedGenerically' };

export const initialPasswordChange: PasswordChangeState = { pending: false, done: false, genericError: false, fieldErrors: {} };

export const passwordChangeReducer = (s: PasswordChangeState, e: PasswordChangeEvent): PasswordChangeState => {
  switch (e.type) {
    case 'submitted':
      return s.pending ? s : { pending: true, done: false, genericError: false, fieldErrors: {} };
    case 'succeeded':
      return s.pending ? { ...initialPasswordChange, done: true } : s;
    case 'failedOnFields':
      return s.pending ? { pending: false, done: false, genericError: false, fieldErrors: e.fields } : s;
    case 'failedGenerically':
      return s.pending ? { pending: false, done: false, genericError: true, fieldErrors: {} } : s;
  }
};
