export { ActivityPage } from './components/activity-page';
