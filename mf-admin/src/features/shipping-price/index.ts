export { ShippingPricePage } from './components/shipping-price-page';
