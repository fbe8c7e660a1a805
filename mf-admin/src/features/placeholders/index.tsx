export { AdminComingSoon } from './admin-coming-soon';
