// Binds the gifting capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindGifting(_c: Container): void {
  // Bindings arrive with the gifting screens.
}
