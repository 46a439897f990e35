// Binds the stream capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindStream(_c: Container): void {
  // Bindings arrive with the stream screens.
}
