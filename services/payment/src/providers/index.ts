export * from './payment-provider';
export * from './accepts-payment';
export * from './money';
export { flutterwaveProvider, type FlutterwaveOptions } from './flutterwave-provider';
export { paystackProvider, type PaystackOptions } from './paystack-provider';
export { paystackSignature } from './signatures';
export { providerConfigSchema, type ProviderSettings } from './provider-config';
export { modeWarnings, providerModeOf, providerModes, type ProviderMode } from './provider-mode';
export { ProviderCircuits, type CircuitSettings } from './provider-circuits';
