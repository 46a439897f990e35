// Binds the locator capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';

export default function bindLocator(_c: Container): void {
  // Bindings arrive with the locator screens.
}
