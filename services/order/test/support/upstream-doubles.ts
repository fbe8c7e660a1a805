import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  paidOrdersAppliedHeader,
  type Cart,
  type InternalRefundAnswer,
  type InternalRefundRequest,
  type InternalVerdictAnswer,
  type InternalVerifyAnswer,
  type InternalVerifyRequest,
  type StockReservationRequest,
  type StockShortageAnswer,
} from '@glow/contracts';

export type VerifyScript = (request: InternalVerifyRequest) => InternalVerifyAnswer | 'down' | 'slow';
/** How the catalog's double answers a reservation: held (`'ok'`), short, or unreachable. */
type ReserveAnswer = 'ok' | StockShortageAnswer | 'down';
export type ReserveScript = (request: StockReservationRequest) => ReserveAnswer | Promise<ReserveAnswer>;

/**
 * Stands in for the three services order calls on the command side: cart's `GET /api/cart` (per
 * bearer token), catalog's `GET /api/exchange-rates` and `POST /internal/stock/reservations`,
 * payment's `POST /internal/payments/verify` and `POST /internal/payments/:txRef/announce`.
 */
type RefundScriptAnswer = InternalRefundAnswer | { refused: string } | 'down';

export interface UpstreamDoubles {
  url: string;
  carts: Map<string, Cart>;
  rates: Record<string, number> | 'down';
  /** What the catalog says of its rates: `live`, `stale` (the provider is failing) or `snapshot` (never answered). */
  ratesQuality: 'live' | 'stale' | 'snapshot';
  verify: VerifyScript;
  verifyRequests: { body: InternalVerifyRequest; authorization: string | undefined }[];
  reserve: ReserveScript;
  reservations: StockReservationRequest[];
  /** How payment's double answers a refund: accepted (requested/refunded), refused with a message, or down (503). */
  refund: (request: InternalRefundRequest) => RefundScriptAnswer | Promise<RefundScriptAnswer>;
  refunds: { body: InternalRefundRequest; authorization: string | undefined }[];
  /** Payment's recorded verdicts by reference (none when absent), announced again when asked. */
  verdicts: Map<string, InternalVerdictAnswer>;
  /** References the sweeper asked payment to announce again. */
  announcements: string[];
  /**
   * What payment announces (payment.succeeded, payment.failed) after it answered a verify or an
   * announce, as its outbox would: set by the order under test to publish on its bus.
   */
  announce: (txRef: string, verdict: InternalVerifyAnswer | InternalVerdictAnswer) => Promise<void>;
  /** Paid orders cart has taken out (`GET /api/cart?paidOrders=` names those asked about). */
  paidOrdersApplied: Set<string>;
  /** Whether cart's double applies order.paid as it is published (true), or never hears of it. */
  cartHearsOrderPaid: boolean;
  /** Every request the doubles were sent, as `METHOD path?query`. */
  requests: string[];
  stop(): Promise<void>;
}

const reportAnnounceError = (error: unknown) =>
  process.stderr.write(`payment's double could not announce its verdict: ${String(error)}\n`);

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startUpstreamDoubles(): Promise<UpstreamDoubles> {
  const doubles = {
    carts: new Map<string, Cart>(),
    rates: { NGN: 1, USD: 0.00065 } as UpstreamDoubles['rates'],
    ratesQuality: 'live' as UpstreamDoubles['ratesQuality'],
    verify: (() => ({ status: 'pending' })) as VerifyScript,
    verifyRequests: [] as UpstreamDoubles['verifyRequests'],
    reserve: (() => 'ok') as ReserveScript,
    reservations: [] as StockReservationRequest[],
    verdicts: new Map<string, InternalVerdictAnswer>(),
    announcements: [] as string[],
    announce: (async () => {}) as UpstreamDoubles['announce'],
    refund: ((request: InternalRefundRequest) => ({
      status: 'requested',
      refundId: `r-${request.transactionId}`,
    })) as UpstreamDoubles['refund'],
    refunds: [] as UpstreamDoubles['refunds'],
    paidOrdersApplied: new Set<string>(),
    cartHearsOrderPaid: true,
    requests: [] as string[],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const authorization = req.headers.authorization;
      doubles.requests.push(`${req.method} ${req.url}`);
      const url = new URL(req.url ?? '/', 'http://double');
      if (req.method === 'GET' && url.pathname === '/api/cart') {
        if (!authorization) return send(res, 401, { message: 'Not authorized, no token' });
        const asked = url.searchParams.get('paidOrders');
        if (asked !== null) {
          const applied = asked.split(',').filter((id) => doubles.paidOrdersApplied.has(id));
          res.setHeader(paidOrdersAppliedHeader, applied.join(','));
        }
        return send(res, 200, doubles.carts.get(authorization) ?? []);
      }
      if (req.method === 'GET' && req.url === '/api/exchange-rates') {
        if (doubles.rates === 'down') return send(res, 503, { message: 'down' });
        return send(res, 200, {
          base: 'NGN',
          rates: doubles.rates,
          updatedAt: new Date().toISOString(),
          source: doubles.ratesQuality === 'snapshot' ? 'snapshot' : 'live',
          ...(doubles.ratesQuality === 'live' ? {} : { stale: true }),
        });
      }
      if (req.method === 'POST' && req.url === '/internal/payments/verify') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as InternalVerifyRequest;
        doubles.verifyRequests.push({ body, authorization });
        const verdict = doubles.verify(body);
        if (verdict === 'down') return send(res, 503, { message: 'down' });
        if (verdict === 'slow')
          return void setTimeout(() => send(res, 200, { status: 'pending' }), 3_000).unref();
        send(res, 200, verdict);
        return void doubles.announce(body.tx_ref, verdict).catch(reportAnnounceError);
      }
      if (req.method === 'POST' && req.url === '/internal/stock/reservations') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StockReservationRequest;
        doubles.reservations.push(body);
        return void Promise.resolve(doubles.reserve(body)).then((answer) => {
          if (answer === 'down') return send(res, 503, { message: 'down' });
          if (answer === 'ok') return send(res, 200, { orderId: body.orderId, hold: body.hold });
          send(res, 409, answer);
        });
      }
      if (req.method === 'POST' && req.url === '/internal/payments/refunds') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as InternalRefundRequest;
        doubles.refunds.push({ body, authorization });
        return void Promise.resolve(doubles.refund(body)).then((answer) => {
          if (answer === 'down') return send(res, 503, { message: 'down' });
          if ('refused' in answer) return send(res, 409, { message: answer.refused });
          send(res, 200, answer);
        });
      }
      const announced =
        req.method === 'POST' && /^\/internal\/payments\/([^/]+)\/announce$/.exec(req.url ?? '');
      if (announced) {
        const txRef = decodeURIComponent(announced[1]!);
        doubles.announcements.push(txRef);
        const verdict = doubles.verdicts.get(txRef) ?? { status: 'none' };
        send(res, 200, verdict);
        return void doubles.announce(txRef, verdict).catch(reportAnnounceError);
      }
      send(res, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(doubles, {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
