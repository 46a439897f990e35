// The fake server's table of every member's saved payment instruments, keyed by member id. Other fakes
// (ordering, gifting, cards' auto reload) read it through these two functions; their signatures are stable.
import type { PaymentInstrument } from '@crema/domain/payments';
import { seedInstruments } from '@crema/catalog/payments';
import type { FakeBackend, Table } from '../backend';

export type InstrumentsByMember = Readonly<Record<string, readonly PaymentInstrument[]>>;

export const INSTRUMENTS_TABLE = 'paymentInstruments';

export const instrumentsTable = (backend: FakeBackend): Table<InstrumentsByMember> =>
  backend.table<InstrumentsByMember>(INSTRUMENTS_TABLE, seedInstruments);

/** The member's saved instrument with this id, or undefined. */
export const findInstrument = (
  backend: FakeBackend,
  memberId: string,
  paymentInstrumentId: string,
): PaymentInstrument | undefined =>
  (instrumentsTable(backend).read()[memberId] ?? []).find((i) => i.paymentInstrumentId === paymentInstrumentId);
