export { AboutPage } from './about-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
export { BannerSlot } from './banner-slot';
