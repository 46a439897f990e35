// User-visible strings of the account capability, as data. The spec gives none of these texts (section 8:
// "Password change has a generic error flag; phone and e-mail code have error fields; their texts are not
// shown"), so every string here is ours: text not given by the spec.
import { UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';

export const AccountMessages = {
  unexpected: UNEXPECTED_ERROR_MESSAGE,
  signInRequired: 'Sign in to see your account.',
  checkFields: 'Check the highlighted fields and try again.',

  personalSaved: 'Saved your personal info',
  profileSaved: 'Saved your profile',
  preferencesSaved: 'Saved your communication preferences',

  partnerLinked: 'Linked your partner number',
  partnerUnlinked: 'Unlinked your partner number',
  partnerNumberInvalid: 'Enter your 8-digit partner number.',
  partnerNumberInUse: 'That partner number is linked to another account.',

  emailCodeSent: (email: string): string => `We sent a 6-digit code to ${email}. It expires in 10 minutes.`,
  emailChanged: (email: string): string => `Your e-mail address is now ${email}`,
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  emailUnchanged: "That's already your e-mail address.",
  emailInUse: 'An account with this e-mail address already exists.',

  codeFormat: 'Enter the 6-digit code.',
  codeWrong: "That code isn't right. Check it and try again.",
  codeExpired: 'That code has expired. Request a new one.',
  codeTooManyAttempts: 'Too many tries. Request a new code.',
  codeNotRequested: 'Request a code first.',

  passwordChanged: 'Your password has been changed',
  /** The spec's generic error flag of the password change. */
  passwordGenericError: "We couldn't change your password. Try again later.",
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordSameAsCurrent: 'Choose a password different from your current one.',
  passwordConfirmMismatch: "The passwords don't match.",

  dataDownloadRequested: "We're preparing your data. It will be ready to download within 24 hours.",
  requestAlreadyReceived: 'We already received your request, thanks!',
  dataExportNotReady: "Your data isn't ready yet. Check back later.",
  deletionConfirmWord: 'Type DELETE to confirm.',
  deletionRequested: (date: string): string => `Your account is scheduled for deletion on ${date}. You can cancel until then.`,
  deletionCancelled: 'Your account will not be deleted.',

  mfaCodeSent: (phone: string): string => `We texted a 6-digit code to ${phone}. It expires in 10 minutes.`,
  mfaPhoneSaved: 'Your verification phone number is saved',
  mfaPhoneUnchanged: "That's already your verification phone number.",
  phoneInvalid: 'Enter a 10-digit phone number, like 206-555-0142.',

  /** The fresh re-authentication ran out before the change was sent (the server refused it). */
  mfaRequired: "For your security, confirm it's you again: go back to Settings and try once more.",

  smsNeedsPhone: 'Add a mobile number in Personal info to get text messages.',

  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  nameTooLong: (max: number): string => `Use ${max} characters or fewer.`,
  birthdayInvalid: 'Choose a valid month and day.',
  displayNameRequired: 'Enter a display name.',
  favoriteDrinkTooLong: (max: number): string => `Use ${max} characters or fewer.`,
} as const;
