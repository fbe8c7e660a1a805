import { ErrorBox, Spinner } from '@glow/web-kit';
import type { PaymentNotice } from '../../../payment/use-payment-window';
import { processingPayment } from '../../../payment/payment-texts';

/** While the provider's window is open or the payment is verified; then what went wrong, if anything. */
export function PaymentProgress({ notice, processing }: { notice: PaymentNotice; processing: boolean }) {
  if (processing) return <Spinner label={processingPayment} />;
  return notice ? <ErrorBox text={notice.text} /> : null;
}
