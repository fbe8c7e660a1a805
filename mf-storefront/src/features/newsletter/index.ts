export { ConfirmSubscriptionPage } from './confirm-subscription-page';
export { UnsubscribePage } from './unsubscribe-page';
