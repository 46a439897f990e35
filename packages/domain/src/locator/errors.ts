// How locator failures read: the catalogue has no text for a generic locator failure, so the kernel's
// unexpected-error message is used; a 404 from locations or nearest-location means "no results".
import { ErrorCodes, UNEXPECTED_ERROR_MESSAGE, type DomainError } from '../shared/errors';

export const isNotFound = (e: DomainError): boolean => e.status === 404 || e.code === ErrorCodes.NOT_FOUND;

export const locatorErrorMessage = (_e: DomainError): string => UNEXPECTED_ERROR_MESSAGE;

/** Code of the confirm use case's failure when no store has been selected. */
export const NO_STORE_SELECTED = 'NO_STORE_SELECTED';
