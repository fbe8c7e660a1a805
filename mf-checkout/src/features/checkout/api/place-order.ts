import type { CheckoutAnswer, CheckoutRequest } from '@glow/contracts';
import { api } from '@glow/web-kit';
import { initiatePaymentFailed } from '../../../payment/payment-texts';

/** `POST /api/orders/checkout`: a pending order from the server cart, and what the provider must collect. */
export const placeOrder = (request: CheckoutRequest) =>
  api.post<CheckoutAnswer>('/api/orders/checkout', request, { defaultMessage: initiatePaymentFailed });
