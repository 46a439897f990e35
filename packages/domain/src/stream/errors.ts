// Stream error codes: the spec names none and the stream raises none of its own, so a stream error carries
// a transport code only (a switch over StreamError's codes is over those).
import { codeGuard, type DomainError, type TransportErrorCode } from '../shared/errors';

export type StreamErrorCode = never;
export type StreamError = DomainError<StreamErrorCode | TransportErrorCode>;
export const isStreamErrorCode = codeGuard<StreamErrorCode>();
