export * from './money';
export * from './pricing';
export * from './messages';
export * from './hours';
export * from './postcode';
export * from './order-status';
export * from './cart-rules';
export * from './allergens';
