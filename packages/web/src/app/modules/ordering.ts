// Binds the ordering capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindOrdering(_c: Container): void {
  // Bindings arrive with the ordering screens.
}
