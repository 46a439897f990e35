// Binds the rewards capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindRewards(_c: Container): void {
  // Bindings arrive with the rewards screens.
}
