export { CartPage, type CheckoutSlots } from './cart-page';
