// '@crema/adapters-http/order-progress': the customer's order tracking and the partner's store orders over HTTP.
export { createHttpOrderProgress, type EventSourceLike, type HttpOrderProgressOptions, type OpenEventSource } from './order-progress';
