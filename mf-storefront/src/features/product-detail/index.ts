export { ProductDetailRoute } from './product-detail-page';
