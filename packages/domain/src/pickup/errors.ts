// Pickup error codes. The spec names none; these are ours (with the shared transport codes).
import { ErrorCodes, type DomainError } from '../shared';

export const PickupErrorCodes = {
  /** The store has no curbside check-in right now. */
  CURBSIDE_UNAVAILABLE: 'CURBSIDE_UNAVAILABLE',
  /** No store number in the link. */
  MISSING_STORE: 'MISSING_STORE',
} as const;

/**
 * The check-in's own refusal of a missing or out-of-range parking spot: a validation error on stallNumber.
 * Screens tell it apart by this code and field (it belongs under the spots), never by its words.
 */
export const isParkingSpotError = (e: DomainError): boolean =>
  e.code === ErrorCodes.VALIDATION && e.context?.['field'] === 'stallNumber';
