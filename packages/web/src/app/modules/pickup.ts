// Binds the pickup capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindPickup(_c: Container): void {
  // Bindings arrive with the pickup screens.
}
