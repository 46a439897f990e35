// The compile-time check each capability's codecs make: a codec decodes to the domain type it stands for
// (the build fails on a mismatch). Types only: nothing of it is left at run time.
import type * as t from 'io-ts';

/** True when what codec C decodes is an A. */
export type Yields<C extends t.Mixed, A> = [t.TypeOf<C>] extends [A] ? true : false;
/** Compiles only for true: `Assert<Yields<typeof XCodec, X>>`. */
export type Assert<T extends true> = T;
