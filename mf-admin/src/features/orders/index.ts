export { OrdersPage as AdminOrdersPage } from './components/orders-page';
export { OrderPage as AdminOrderPage } from './components/order-page';
