export { CheckoutProvider } from './checkout-context';
export { CheckoutSummary } from './components/checkout-summary';
export { ShippingForm } from './components/shipping-form';
