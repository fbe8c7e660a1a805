export { ComingSoon } from './coming-soon';
