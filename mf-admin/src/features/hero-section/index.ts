export { HeroSectionPage } from './components/hero-section-page';
