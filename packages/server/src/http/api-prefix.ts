// Where the API lives on the one origin (spec section 7: every call is under /apiproxy/): requests here get the
// API's headers, a session lookup and JSON 404s; everything else is the web app's.
export const API_PREFIX = '/apiproxy/';

export const isApiPath = (url: string): boolean => url.startsWith(API_PREFIX);
