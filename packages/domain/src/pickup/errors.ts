// Pickup error codes. The spec names none; these are ours (with the shared transport codes).
import { codeGuard, ErrorCodes, type CodesOf, type DomainError, type TransportErrorCode } from '../shared';

export const PickupErrorCodes = {
  /** The store has no curbside check-in right now. */
  CURBSIDE_UNAVAILABLE: 'CURBSIDE_UNAVAILABLE',
  /** No store number in the link. */
  MISSING_STORE: 'MISSING_STORE',
} as const;

export type PickupErrorCode = CodesOf<typeof PickupErrorCodes>;
export type PickupError = DomainError<PickupErrorCode | TransportErrorCode>;
export const isPickupErrorCode = codeGuard(PickupErrorCodes);

/**
 * The check-in's own refusal of a missing or out-of-range parking spot: a validation error on stallNumber.
 * Screens tell it apart by this code and field (it belongs under the spots), never by its words.
 */
export const isParkingSpotError = (e: PickupError): boolean =>
  e.code === ErrorCodes.VALIDATION && e.context?.['field'] === 'stallNumber';
