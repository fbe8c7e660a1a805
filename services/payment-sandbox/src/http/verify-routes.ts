import { Router, type Request } from 'express';
import { flutterwaveData, paystackData } from '../domain/provider-shapes';
import type { SandboxLedger } from '../domain/sandbox-ledger';

export interface VerifyKeys {
  /** When unset, any bearer token is taken: the sandbox holds no real Flutterwave account. */
  flutterwaveSecretKey?: string;
  paystackSecret: string;
}

const bearer = (req: Request) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

/** The providers' verify endpoints at their real paths, so the live clients work against the sandbox. */
export function verifyRoutes(ledger: SandboxLedger, keys: VerifyKeys): Router {
  const routes = Router();
  const flutterwaveNotFound = {
    status: 'error',
    message: 'No transaction was found for this id',
    data: null,
  };

  routes.use(['/v3', '/transaction', '/refund'], (req, res, next) => {
    const token = bearer(req);
    const expected = req.baseUrl === '/v3' ? keys.flutterwaveSecretKey : keys.paystackSecret;
    if (token && (expected === undefined || token === expected)) return next();
    if (req.baseUrl === '/v3')
      res.status(401).json({ status: 'error', message: 'Invalid authorization key', data: null });
    else res.status(401).json({ status: false, message: 'Invalid key' });
  });

  routes.get('/v3/transactions/verify_by_reference', (req, res) => {
    const txRef = typeof req.query.tx_ref === 'string' ? req.query.tx_ref : '';
    const found = ledger.byReference('flutterwave', txRef);
    if (!found) return void res.status(400).json(flutterwaveNotFound);
    res.json({
      status: 'success',
      message: 'Transaction fetched successfully',
      data: flutterwaveData(found),
    });
  });

  routes.get('/v3/transactions/:id/verify', (req, res) => {
    const found = ledger.byId('flutterwave', req.params.id);
    if (!found) return void res.status(400).json(flutterwaveNotFound);
    res.json({
      status: 'success',
      message: 'Transaction fetched successfully',
      data: flutterwaveData(found),
    });
  });

  routes.get('/transaction/verify/:reference', (req, res) => {
    const found = ledger.byReference('paystack', req.params.reference);
    if (!found) {
      const body = {
        status: false,
        message: 'Transaction reference not found',
        code: 'transaction_not_found',
      };
      return void res.status(400).json(body);
    }
    res.json({ status: true, message: 'Verification successful', data: paystackData(found) });
  });

  return routes;
}
