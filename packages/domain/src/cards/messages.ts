// User-visible strings of the cards capability. Strings in quotes in the spec are copied exactly; the rest
// are ours, marked "text not given by the spec". The payment/card code table lives in payment-codes.ts.

export const CARD_REMOVED_TEMPLATE = 'Card ({lastFourDigits}) removed';

export const CardMessages = {
  /** Spec section 8 (codes 121000, 121001, 121002, 121017). */
  cardNumberOrCodeWrong: "That card number or security code doesn't look right.",
  /** Spec section 8 (code 121063). */
  requestAlreadyReceived: 'We already received your request, thanks!',
  /** Spec section 8, card removal failure. */
  removeFailed: 'Failed to remove card',
  /** Spec section 8, barcode failure (the card number is shown under it). */
  barcodeDown: 'Barcode is temporarily down',
  /** Spec section 5. */
  autoReloadNoPaymentMethod: 'To save Auto reload settings, select a payment method.',
  /** Spec section 5: paying with a card whose balance is below the total. */
  insufficientBalanceForOrder: 'Insufficient balance for order',
  /** Spec section 8 "Cart and order messages", insufficient funds. */
  balanceTooLowForOrder: 'Looks like your card balance is too low to complete your order.',
  /** Text not given by the spec (the "no-payment-method-selected message"). */
  noPaymentMethodSelected: 'Select a payment method to add money to your card.',
  /** Text not given by the spec: add money with no saved payment method at all. */
  noPaymentMethods: 'Add a payment method first, then you can add money to your card.',
  /** Text not given by the spec: too many wrong security codes for one card number (CARD_CODE_ATTEMPTS). */
  securityCodePaused: 'Too many wrong security codes for this card. For your security, wait 15 minutes, then try again.',
  /** Text not given by the spec. */
  autoReloadTriggerRequired: 'Choose the balance that starts an Auto reload.',
  /** Text not given by the spec. */
  transferSameCard: 'Choose a different card to move the balance to.',
  /** Text not given by the spec. */
  transferAmountRequired: 'Enter an amount to transfer.',
  /** Text not given by the spec. */
  insufficientBalance: 'Your card balance is too low for this.',
  /** Text not given by the spec: add-card success notice. */
  cardAdded: 'Your card was added to your account.',
  /** Text not given by the spec: the load-card prompt for a card registered with under $5. */
  lowBalancePrompt: "Your card's balance is low. Add money now so it's ready for your next visit.",
  /** Text not given by the spec: the remove-or-keep dialog after a transfer left the card empty. */
  removeOrKeepTitle: 'Your balance was transferred',
  removeOrKeepBody: 'This card now has a $0 balance. You can remove it from your account or keep it to reload later.',
  removeOrKeepRemove: 'Remove card',
  removeOrKeepKeep: 'Keep card',
  /** Text not given by the spec. */
  reloadSucceeded: 'Money added to your card.',
  autoReloadSaved: 'Auto reload settings saved.',
  autoReloadTurnedOff: 'Auto reload is off.',
  /** Text not given by the spec: client-side format checks of the add-card form. */
  cardNumberFormat: 'Enter the 16-digit card number.',
  securityCodeFormat: 'Enter the 8-digit security code.',
  /** Text not given by the spec: the transfer dialog and its success notice (amounts come formatted). */
  transferFrom: (cardName: string, balance: string) => `From ${cardName}, balance ${balance}`,
  transferUpTo: (amount: string) => `Up to ${amount}`,
  transferDone: (targetBalance: string, targetName: string) => `Balance transferred. ${targetBalance} is now on ${targetName}.`,
} as const;

/** Spec section 4: "Auto reload is active or off". Labels are ours. */
export const AutoReloadStatusLabels = { active: 'Active', off: 'Off' } as const;

/** 'Card ({lastFourDigits}) removed' with the digits filled in. */
export const cardRemovedMessage = (lastFourDigits: string): string =>
  CARD_REMOVED_TEMPLATE.replace('{lastFourDigits}', lastFourDigits);
