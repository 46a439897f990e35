// How locator failures read: the catalogue has no text for a generic locator failure, so the kernel's
// unexpected-error message is used; a 404 from locations or nearest-location means "no results".
import { codeGuard, ErrorCodes, UNEXPECTED_ERROR_MESSAGE, type CodesOf, type DomainError, type TransportErrorCode } from '../shared/errors';

/** Codes the locator answers besides the transport codes (ours: the spec's catalogue has none for the locator). */
export const LocatorCodes = {
  /** The confirm use case's failure when no store has been selected. */
  NO_STORE_SELECTED: 'NO_STORE_SELECTED',
} as const;

export type LocatorErrorCode = CodesOf<typeof LocatorCodes>;
export type LocatorError = DomainError<LocatorErrorCode | TransportErrorCode>;
export const isLocatorErrorCode = codeGuard(LocatorCodes);

export const isNotFound = (e: LocatorError): boolean => e.status === 404 || e.code === ErrorCodes.NOT_FOUND;

export const locatorErrorMessage = (_e: LocatorError): string => UNEXPECTED_ERROR_MESSAGE;

/** Code of the confirm use case's failure when no store has been selected. */
export const NO_STORE_SELECTED = LocatorCodes.NO_STORE_SELECTED;
