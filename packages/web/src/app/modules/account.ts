// Binds the account capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindAccount(_c: Container): void {
  // Bindings arrive with the account screens.
}
