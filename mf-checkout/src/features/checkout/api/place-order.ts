import type { CheckoutAnswer, CheckoutRequest } from '@glow/contracts';
import { api, stockShortages } from '@glow/web-kit';
import { initiatePaymentFailed } from '../../../payment/payment-texts';

/**
 * `POST /api/orders/checkout`: a pending order from the server cart, and what the provider must
 * collect. A 409's stock shortages are kept for the cart's lines (web kit's `stockShortages`).
 */
export const placeOrder = (request: CheckoutRequest) =>
  stockShortages.follow(
    api.post<CheckoutAnswer>('/api/orders/checkout', request, { defaultMessage: initiatePaymentFailed }),
  );
