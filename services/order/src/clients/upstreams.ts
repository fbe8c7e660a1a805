import {
  type Cart,
  type ExchangeRatesAnswer,
  type InternalRefundAnswer,
  type InternalRefundRequest,
  type InternalVerdictAnswer,
  type InternalVerifyAnswer,
  type InternalVerifyRequest,
  paidOrdersAppliedHeader,
  type StockReservationRequest,
  type StockShortageAnswer,
} from '@glow/contracts';
import { AppError } from '@glow/service-kit';
import { callService, unexpectedAnswer, type ServiceUrl } from './service-call';

export type UpstreamName = 'cart' | 'catalog' | 'payment';

/** The three services order asks on the command side (checkout and verify), never on a read. */
export interface Upstreams {
  /**
   * The shopper's server cart, read with their own token; and which of `paidOrders` cart has taken
   * out of it (read before the lines, so the lines no longer hold those).
   */
  cartOf(authorization: string, paidOrders?: string[]): Promise<CartRead>;
  /** The catalog's rates from NGN, with whether they are live (`source`, `stale`). */
  exchangeRates(): Promise<ExchangeRatesAnswer>;
  verifyPayment(request: InternalVerifyRequest, authorization?: string): Promise<InternalVerifyAnswer>;
  /** Asks payment to announce its final verdict on a reference again, if it holds one (the sweeper's question). */
  announceVerdict(txRef: string): Promise<InternalVerdictAnswer>;
  /** Asks payment to give money back (with the admin's token); a refusal is a 409 with payment's sentence. */
  refundPayment(request: InternalRefundRequest, authorization: string): Promise<InternalRefundAnswer>;
  /** Holds the order's units at the catalog; a shortage is a 409 naming the product and what is left. */
  reserveStock(request: StockReservationRequest): Promise<void>;
}

export interface CartRead {
  lines: Cart;
  /** The paid orders asked about whose lines cart has taken out. */
  applied: ReadonlySet<string>;
}

/**
 * `internalCatalog`: where catalog answers its `/internal` routes (its INTERNAL_PORT), when not at
 * `urls.catalog`. Every payment call is internal: `urls.payment` is payment's internal address.
 */
export function createUpstreams(
  urls: Record<UpstreamName, ServiceUrl>,
  timeoutMs: number,
  internalCatalog: ServiceUrl = urls.catalog,
): Upstreams {
  return {
    async cartOf(authorization, paidOrders = []) {
      const downMessage = 'Could not read your cart, please try again shortly';
      const asked =
        paidOrders.length === 0 ? '' : `?paidOrders=${paidOrders.map(encodeURIComponent).join(',')}`;
      const answer = await callService<Cart>(urls.cart, `/api/cart${asked}`, {
        authorization,
        timeoutMs,
        downMessage,
      });
      if (answer.status === 401) throw new AppError(401, 'Not authorized, please log in');
      if (answer.status !== 200 || !Array.isArray(answer.body)) throw unexpectedAnswer('cart', answer.status);
      // A cart older than the header names none: its orders count as not yet taken out.
      const applied = answer.headers.get(paidOrdersAppliedHeader)?.split(',').filter(Boolean) ?? [];
      return { lines: answer.body, applied: new Set(applied) };
    },
    async exchangeRates() {
      const downMessage = 'Exchange rates are not available right now, please try again shortly';
      const answer = await callService<ExchangeRatesAnswer>(urls.catalog, '/api/exchange-rates', {
        timeoutMs,
        downMessage,
      });
      if (answer.status !== 200 || typeof answer.body.rates !== 'object') {
        throw unexpectedAnswer('catalog', answer.status);
      }
      return answer.body;
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
    async announceVerdict(txRef) {
      const downMessage = 'Payment could not be asked right now';
      const answer = await callService<InternalVerdictAnswer>(
        urls.payment,
        `/internal/payments/${encodeURIComponent(txRef)}/announce`,
        { method: 'POST', timeoutMs, downMessage },
      );
      if (answer.status !== 200 || !['none', 'succeeded', 'rejected'].includes(answer.body.status)) {
        throw unexpectedAnswer('payment', answer.status);
      }
      return answer.body;
    },
    async refundPayment(request, authorization) {
      const downMessage = 'The refund could not be asked for right now, please try again shortly';
      const answer = await callService<InternalRefundAnswer & { message?: string }>(
        urls.payment,
        '/internal/payments/refunds',
        { method: 'POST', body: request, authorization, timeoutMs, downMessage },
      );
      if (answer.status === 409 || answer.status === 400) {
        throw new AppError(409, answer.body.message ?? 'The refund was refused.');
      }
      if (answer.status !== 200 || !['requested', 'refunded'].includes(answer.body.status)) {
        throw unexpectedAnswer('payment', answer.status);
      }
      return answer.body;
    },
    async reserveStock(request) {
      const downMessage = 'Stock could not be checked right now, please try again shortly';
      const answer = await callService<StockShortageAnswer>(internalCatalog, '/internal/stock/reservations', {
        method: 'POST',
        body: request,
        timeoutMs,
        downMessage,
      });
      if (answer.status === 409 && typeof answer.body.message === 'string') {
        const { message, shortages } = answer.body;
        throw new AppError(409, message, undefined, { shortages: shortages ?? [] });
      }
      if (answer.status !== 200) throw unexpectedAnswer('catalog', answer.status);
    },
  };
}
