// Typed service identifiers of the home stream, bound by app/modules/stream.ts. Types only.
import type { ServiceIdentifier } from 'inversify';
import type { HomeStream, makeLoadStream } from '@crema/domain/stream';

export type LoadStream = ReturnType<typeof makeLoadStream>;
/** A new flow for one visit of '/' (state$ + commands), over the container's use cases. */
export type CreateHomeStream = () => HomeStream;

export const StreamTokens = {
  /** The stream use case, a singleton: its cache spans visits of '/'. */
  LoadStream: Symbol.for('stream.LoadStream') as ServiceIdentifier<LoadStream>,
  CreateHomeStream: Symbol.for('stream.CreateHomeStream') as ServiceIdentifier<CreateHomeStream>,
} as const;
