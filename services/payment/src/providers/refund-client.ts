import type { ProviderName } from './payment-provider';

/** Money to give back for one of the provider's transactions. */
export interface RefundRequest {
  transactionId: string;
  /** Major units with two decimals ('10.50'): what to give back. */
  amount: string;
  currency: string;
}

/** Where a refund stands at the provider: `completed` once the money is on its way back. */
export interface RefundState {
  refundId: string;
  status: 'completed' | 'pending' | 'failed';
}

/**
 * A provider's refund API. Both throw PaymentProviderError when the provider cannot answer, like
 * verify; a refund the provider refuses (already refunded, too old) is an `http` error with its message.
 */
export interface RefundClient {
  provider: ProviderName;
  refund(request: RefundRequest): Promise<RefundState>;
  refundStatus(refundId: string): Promise<RefundState>;
}
