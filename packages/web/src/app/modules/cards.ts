// Binds the cards capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindCards(_c: Container): void {
  // Bindings arrive with the cards screens.
}
