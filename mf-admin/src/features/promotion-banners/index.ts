export { PromotionBannersPage } from './components/promotion-banners-page';
