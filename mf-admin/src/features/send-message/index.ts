export { SendMessagePage } from './components/send-message-page';
