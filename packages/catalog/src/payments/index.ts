// Public surface of '@crema/catalog/payments': the demo member's instruments and addresses, and the
// payment provider's test cards.
export { DEMO_INSTRUMENT_IDS, DEMO_ADDRESS_IDS, seedInstruments, seedAddresses } from './seed';
export { TEST_CARDS, DECLINED_TEST_CARDS } from './test-cards';
