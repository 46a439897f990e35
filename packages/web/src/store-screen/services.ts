// What the store screen needs from the outside world: the domain's ports, chosen by its composition root
// (compose.ts binds them over HTTP; a test gives its own).
import type { Accounts } from '@crema/domain/auth';
import type { StoreOrders } from '@crema/domain/order-progress';

export interface StoreScreenServices {
  /** The signed-in partner's store: its queue, live changes and moves. */
  readonly orders: StoreOrders;
  /** Who is signed in, and signing out (the server's session, the one the customer app signed in). */
  readonly accounts: Pick<Accounts, 'current' | 'signOut'>;
  /** Drops what this browser remembers of the signed-in member once the server's session has ended. */
  readonly forgetSignedIn: () => void;
}
