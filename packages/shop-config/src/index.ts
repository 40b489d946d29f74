export * from './constants';
export * from './country-detection';
export * from './country-names';
export * from './delivery-countries';
export * from './languages';
export * from './price-format';
export * from './shipping';
export * from './stores';
