// What the service worker (../sw.ts) keeps for offline use: the reads a customer has seen, network first. Every
// other request goes to the network only: never cached, never queued to be sent later, so nothing that moves
// money waits on this device. Framework-free, so it is tested without a worker.

/** The menu, products, their artwork and stores: the same for everyone. */
export const SHARED_READS = 'crema-reads';
/** The signed-in member's session, cards, card barcodes and saved payment methods: emptied when anyone signs in or out. */
export const MEMBER_READS = 'crema-member';

export type ReadCache = typeof SHARED_READS | typeof MEMBER_READS;

export interface ReadRule {
  readonly cache: ReadCache;
  /** A read sent as POST (the graph endpoint; a barcode, whose card number stays out of URLs): kept under its body. */
  readonly byBody: boolean;
}

export const GRAPH_PATH = '/apiproxy/v1/graphql';
export const BARCODE_PATH = '/apiproxy/v1/account/cards/barcode';

/** Graph operations that only read what is the same for everyone (the ordering and locator wire names). */
export const SHARED_GRAPH_READS: ReadonlySet<string> = new Set(['get-menu', 'pricing-rules', 'pricing-by-store-number', 'getStoreByNumber']);

const PRODUCT = /^\/apiproxy\/v1\/ordering\/(artwork\/.+|\d+)$/;
const CARDS = /^\/apiproxy\/v1\/account\/cards(\/[^/]+)?$/;
/** Who the server last said is signed in here. */
const SESSION = '/apiproxy/v1/account/session';
/** The member's saved payment methods: Add money lists them (and then says, offline, that it needs a connection). */
const WALLET = '/apiproxy/v1/payments/instruments';

/** A graph read that is the same for everyone: posted (kept under its body) or asked by URL (the menu: kept by URL). */
const isSharedGraphRead = (path: string, operationName: string | undefined): boolean =>
  path === GRAPH_PATH && operationName !== undefined && SHARED_GRAPH_READS.has(operationName);

/**
 * How a request is kept for offline use, or undefined when it never is (every write, and reads of no use offline).
 * `operationName`: a graph request's, from its body (POST) or its URL (GET).
 */
export const readRule = (method: string, path: string, operationName?: string): ReadRule | undefined => {
  if (method === 'GET') {
    if (PRODUCT.test(path) || isSharedGraphRead(path, operationName)) return { cache: SHARED_READS, byBody: false };
    if ((CARDS.test(path) && path !== BARCODE_PATH) || path === SESSION || path === WALLET) return { cache: MEMBER_READS, byBody: false };
    return undefined;
  }
  if (method !== 'POST') return undefined;
  if (path === BARCODE_PATH) return { cache: MEMBER_READS, byBody: true };
  if (isSharedGraphRead(path, operationName)) return { cache: SHARED_READS, byBody: true };
  return undefined;
};

/** The operation a graph request body names, if it reads as one. */
export const graphOperationOf = (body: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body);
    const name = typeof parsed === 'object' && parsed !== null ? (parsed as { operationName?: unknown }).operationName : undefined;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
};

/** Signing in, joining or signing out: the member's kept reads are dropped. */
export const changesMember = (method: string, path: string): boolean =>
  method === 'POST' && /^\/apiproxy\/v1\/account\/(sign-in|register|sign-out)$/.test(path);
