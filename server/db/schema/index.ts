// Re-exports every table of every module (one file per module), their row types and allowed values.
export * from './accounts';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './custom-orders';
export * from './proofs';
export * from './quotes';
export * from './discounts';
export * from './payments';
export * from './invoices';
export * from './blog';
export * from './marketing';
export * from './outbox';
export * from './uploads';
export * from './audit';
export * from './analytics';
export * from './relations';
