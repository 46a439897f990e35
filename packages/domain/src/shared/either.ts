// The three Either constructors and guard the first page needs, typed by fp-ts's Either. Importing them
// from fp-ts would pull the shared fp-ts chunk (about 5 KB gzipped) into the initial JavaScript.
import type { Either, Left, Right } from 'fp-ts/Either';

export const left = <E, A = never>(e: E): Either<E, A> => ({ _tag: 'Left', left: e });
export const right = <A, E = never>(a: A): Either<E, A> => ({ _tag: 'Right', right: a });
export const isLeft = <E, A>(ma: Either<E, A>): ma is Left<E> => ma._tag === 'Left';
export const isRight = <E, A>(ma: Either<E, A>): ma is Right<A> => ma._tag === 'Right';
