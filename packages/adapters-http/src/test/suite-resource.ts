// Something a whole test file shares (a server): the server package's helper.
export { useSuiteResource } from '@crema/server/test/suite-resource';
