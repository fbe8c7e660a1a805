import { paystackSignature } from '../../src/clients';

export interface SignedWebhook {
  rawBody: Buffer;
  headers: Record<string, string>;
}

/** A Flutterwave webhook as it arrives: the dashboard's secret hash in `verif-hash`. */
export function flutterwaveWebhook(body: unknown, secretHash: string): SignedWebhook {
  return {
    rawBody: Buffer.from(JSON.stringify(body)),
    headers: { 'content-type': 'application/json', 'verif-hash': secretHash },
  };
}

/** A Paystack webhook as it arrives: HMAC-SHA512 of the raw body with the secret key. */
export function paystackWebhook(body: unknown, secretKey: string): SignedWebhook {
  const rawBody = Buffer.from(JSON.stringify(body));
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(rawBody, secretKey),
    },
  };
}
