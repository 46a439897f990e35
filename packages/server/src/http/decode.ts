// Requests are decoded with the domain's codecs; anything else is a 400 VALIDATION_ERROR, never a crash.
import type { Decoder } from 'io-ts';
import { ErrorCodes } from '@crema/domain';
import { fail } from './failure';

export const decodeOr400 = <A>(codec: Decoder<unknown, A>, input: unknown): A => {
  const r = codec.decode(input);
  return r._tag === 'Right' ? r.right : fail(ErrorCodes.VALIDATION, 400);
};
