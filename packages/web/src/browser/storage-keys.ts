// Every key the app keeps in web storage starts with one prefix ('crema.'; the fake backend of the demo build
// keeps its tables under 'crema.fake.…' too), so whether a device holds any of the app's state is one test
// (app/first-view.ts). A browser adapter names its key with appKey.
export const APP_KEY_PREFIX = 'crema.';

export const appKey = (name: string): string => `${APP_KEY_PREFIX}${name}`;
