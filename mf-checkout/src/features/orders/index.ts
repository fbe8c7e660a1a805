export { OrdersPage } from './orders-page';
export { OrderPage } from './order-page';
