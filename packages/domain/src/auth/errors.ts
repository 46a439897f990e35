// The auth ports' errors: the sign-in codes of AuthCodes and the transport codes.
import { codeGuard, type CodesOf, type DomainError, type TransportErrorCode } from '../shared/errors';
import { AuthCodes } from './messages';

export type AuthErrorCode = CodesOf<typeof AuthCodes>;
export type AuthError = DomainError<AuthErrorCode | TransportErrorCode>;
export const isAuthErrorCode = codeGuard(AuthCodes);
