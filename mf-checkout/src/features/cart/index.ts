export { CartPage } from './cart-page';
