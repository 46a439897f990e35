// Public surface of the fake order-progress adapters ('@crema/adapters-fake/order-progress').
export { createFakeOrderProgress, fakeTrackToken } from './order-progress';
