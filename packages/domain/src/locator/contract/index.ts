// Test-only entry ('@crema/domain/locator/contract'): the locator ports' conformance suites (the server
// ports, the selected store, and the device ports RecentPlaces and DevicePosition), kept out of the
// capability's index so production bundles never pull in vitest.
export * from '../ports.contract';
export * from '../device-ports.contract';
// The store fixtures other packages' tests build on, so one valid store shape serves them all.
export { storeLocation, testLocation, testStore } from '../test-support';
