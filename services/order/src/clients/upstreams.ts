import type { Cart, ExchangeRatesAnswer, InternalVerifyAnswer, InternalVerifyRequest } from '@glow/contracts';
import { AppError } from '@glow/service-kit';
import { callService, unexpectedAnswer, type ServiceUrl } from './service-call';

export type UpstreamName = 'cart' | 'catalog' | 'payment';

/** The three services order asks on the command side (checkout and verify), never on a read. */
export interface Upstreams {
  /** The shopper's server cart, read with their own token. */
  cartOf(authorization: string): Promise<Cart>;
  ratesFromNgn(): Promise<ExchangeRatesAnswer['rates']>;
  verifyPayment(request: InternalVerifyRequest, authorization?: string): Promise<InternalVerifyAnswer>;
}

export function createUpstreams(urls: Record<UpstreamName, ServiceUrl>, timeoutMs: number): Upstreams {
  return {
    async cartOf(authorization) {
      const downMessage = 'Could not read your cart, please try again shortly';
      const answer = await callService<Cart>(urls.cart, '/api/cart', {
        authorization,
        timeoutMs,
        downMessage,
      });
      if (answer.status === 401) throw new AppError(401, 'Not authorized, please log in');
      if (answer.status !== 200 || !Array.isArray(answer.body)) throw unexpectedAnswer('cart', answer.status);
      return answer.body;
    },
    async ratesFromNgn() {
      const downMessage = 'Exchange rates are not available right now, please try again shortly';
      const answer = await callService<ExchangeRatesAnswer>(urls.catalog, '/api/exchange-rates', {
        timeoutMs,
        downMessage,
      });
      if (answer.status !== 200 || typeof answer.body.rates !== 'object') {
        throw unexpectedAnswer('catalog', answer.status);
      }
      return answer.body.rates;
    },
    async verifyPayment(request, authorization) {
      const downMessage =
        'Payment could not be verified right now. Your order is saved; please check again shortly.';
      const answer = await callService<InternalVerifyAnswer>(urls.payment, '/internal/payments/verify', {
        method: 'POST',
        body: request,
        authorization,
        timeoutMs,
        downMessage,
      });
      const verdicts = ['succeeded', 'failed', 'pending'];
      if (answer.status !== 200 || !verdicts.includes(answer.body.status)) {
        throw unexpectedAnswer('payment', answer.status);
      }
      return answer.body;
    },
  };
}
