// The gift form's validation messages, one per validation code of rules.ts, as data. Exact spec strings are
// marked "spec"; everything else is ours and marked "text not given by the spec".
import type { AppConfig } from '../shared/config';
import { Limits } from '../shared/config';
import type { GiftValidationCode } from './rules';

/** Spec: 'Enter a Gift amount between $5 and $100.' with the configured bounds. */
export const giftAmountRangeMessage = (c: Pick<AppConfig, 'customAmountMin' | 'customAmountMax'>): string =>
  `Enter a Gift amount between $${c.customAmountMin} and $${c.customAmountMax}.`;

/** Text not given by the spec: the custom amount field's hint, with the configured bounds. */
export const giftAmountHint = (c: Pick<AppConfig, 'customAmountMin' | 'customAmountMax'>): string =>
  `Whole dollars, $${c.customAmountMin} to $${c.customAmountMax}`;

export const RECIPIENT_NAME_TOO_LONG = `Recipient name can be up to ${Limits.recipientNameMax} characters.`; // spec

/** The message under a form field for each validation code. */
export const giftValidationMessage = (code: GiftValidationCode, c: Pick<AppConfig, 'customAmountMin' | 'customAmountMax' | 'giftRecipientsLimit'>): string => {
  switch (code) {
    case 'customAmountRange':
    case 'customAmountRequired':
    case 'customAmountCharacters':
      return giftAmountRangeMessage(c); // spec notification; the code still tells existence from characters
    case 'recipientNameTooLong':
      return RECIPIENT_NAME_TOO_LONG;
    // text not given by the spec, from here on
    case 'amountRequired':
      return 'Choose a gift amount.';
    case 'amountNotOffered':
      return 'Choose one of the gift amounts shown, or enter your own.';
    case 'productNumberRequired':
    case 'productNumberLength':
      return 'Choose a gift card design.';
    case 'senderNameRequired':
      return 'Enter your name.';
    case 'senderEmailRequired':
      return 'Enter your e-mail address.';
    case 'senderEmailInvalid':
      return 'Enter a valid e-mail address, like name@example.com.';
    case 'messageTooLong':
      return `Your message can be up to ${Limits.giftMessageMax} characters.`;
    case 'recipientsRequired':
      return 'Add at least one recipient.';
    case 'recipientsTooMany':
      return `You can send a gift to up to ${c.giftRecipientsLimit} recipients at a time.`;
    case 'recipientEmailRequired':
      return "Enter the recipient's e-mail address.";
    case 'recipientEmailInvalid':
      return 'Enter a valid e-mail address, like name@example.com.';
    case 'recipientEmailDuplicate':
      return 'This recipient is already on your list. Use a different e-mail address.';
    case 'recipientNameRequired':
      return "Enter the recipient's name.";
    case 'deliveryMethodInvalid':
      return 'Send this gift by e-mail or to a Facebook account.';
    case 'paymentRequired':
      return 'Add a payment method to buy this gift.';
    case 'paymentTypeNotAllowed':
      return 'Pay with an American Express, Discover, Mastercard or Visa card.';
    case 'paypalUnavailable':
      return "PayPal isn't available right now. Choose another payment method.";
    case 'paypalNotForGroupGifts':
      return "PayPal can't be used for gifts to more than one recipient. Choose another payment method.";
  }
};

/** The one notification shown when a purchase is refused before it is sent. Text not given by the spec. */
export const GIFT_FORM_INVALID_MESSAGE = 'Check the highlighted fields and try again.';
