import type { Order, VerifyOrderRequest } from '@glow/contracts';
import { api } from '@glow/web-kit';
import { verifyFailed } from '../payment-texts';

/**
 * `POST /api/orders/verify`: 200 paid, 202 still pending (both answer the order); 402 (declined, not
 * completed: the server's sentence) and others throw.
 */
export const verifyOrder = (request: VerifyOrderRequest) =>
  api.post<{ order: Order }>('/api/orders/verify', request, { defaultMessage: verifyFailed });
