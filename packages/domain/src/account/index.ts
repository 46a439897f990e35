// Public surface of the account capability ('@crema/domain/account').
export * from './model';
