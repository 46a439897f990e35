// Outbound messages: what each kind carries and how it reads (e-mail or SMS).
export * from './message';
export * from './render';
