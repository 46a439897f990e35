// Binds the payments capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindPayments(_c: Container): void {
  // Bindings arrive with the payments screens.
}
