import { startSandbox, type RunningSandbox } from '../src';

const secrets = { flutterwaveHash: 'sandbox-hash', paystackSecret: 'sk_test_sandbox' };

describe('served through the shop’s own address (the gateway’s /sandbox)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      ...secrets,
      publicUrl: 'http://shop.test:8080',
      sameOriginAsShop: true,
      webhookTargets: {},
    });
  });
  afterAll(() => sandbox.stop());

  it('when the scripts and the payment window are asked for, then they are served under /sandbox, the window with inline script allowed and framed by the shop only', async () => {
    const script = await fetch(`${sandbox.url}/sandbox/flutterwave/v3.js`);
    const inline = await fetch(`${sandbox.url}/sandbox/paystack/inline.js`);
    const page = await fetch(`${sandbox.url}/sandbox/pay?provider=flutterwave`);

    expect([script.status, inline.status, page.status]).toEqual([200, 200, 200]);
    expect(await script.text()).toContain('http://shop.test:8080');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('as a provider on an origin of its own', () => {
  it('when the payment window is asked for, then it carries no policy of the shop’s', async () => {
    const sandbox = await startSandbox({ ...secrets, webhookTargets: {} });
    try {
      const page = await fetch(`${sandbox.url}/sandbox/pay?provider=paystack`);

      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBeNull();
    } finally {
      await sandbox.stop();
    }
  });
});
