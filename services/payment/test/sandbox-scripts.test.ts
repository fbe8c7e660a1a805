import { JSDOM } from 'jsdom';
import { waitFor } from '@glow/testing';
import { paystackProvider } from '../src/clients';
import { sandboxSecrets, startSandbox, type RunningSandbox } from './support/start-sandbox';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ webhookTargets: {} });
});
afterAll(() => sandbox.stop());

/** A shop page that loaded the sandbox's script, as the checkout does at run time. */
async function shopPageWith(scriptPath: string) {
  const script = await (await fetch(`${sandbox.url}${scriptPath}`)).text();
  const dom = new JSDOM('<!doctype html><body><button>Place order</button></body>', {
    url: 'https://shop.test/checkout',
    runScripts: 'outside-only',
  });
  dom.window.eval(script);
  return dom.window;
}

type ShopWindow = Awaited<ReturnType<typeof shopPageWith>>;

function paymentWindow(window: ShopWindow) {
  const dialog = window.document.querySelector('[role="dialog"]');
  const frame = dialog?.querySelector('iframe');
  return { dialog, frame, query: frame ? new URL(frame.src).searchParams : undefined };
}

/** What the payment window posts to the shop page. */
function answerFromPaymentWindow(window: ShopWindow, data: unknown, origin = new URL(sandbox.url).origin) {
  const { frame } = paymentWindow(window);
  window.dispatchEvent(new window.MessageEvent('message', { data, origin, source: frame!.contentWindow }));
}

describe('the Flutterwave-type script', () => {
  const options = (callback: jest.Mock, onclose: jest.Mock) => ({
    public_key: 'FLWPUBK_TEST-sandbox',
    tx_ref: 'tx-123',
    amount: 12500.5,
    currency: 'NGN',
    payment_options: 'card',
    customer: { email: 'ada@example.com', phone_number: '08012345678', name: 'Ada Obi' },
    customizations: { title: 'Glow' },
    meta: { shippingCost: 1500 },
    callback,
    onclose,
  });

  it('when loaded, then FlutterwaveCheckout opens a labelled test-mode payment window from the sandbox', async () => {
    const window = await shopPageWith('/sandbox/flutterwave/v3.js');

    window.FlutterwaveCheckout(options(jest.fn(), jest.fn()));

    const { dialog, frame, query } = paymentWindow(window);
    expect(dialog?.getAttribute('aria-label')).toBe('Test mode payment — no real money');
    expect(frame?.src.startsWith(`${sandbox.url}/sandbox/pay?`)).toBe(true);
    expect(Object.fromEntries(query!)).toMatchObject({
      provider: 'flutterwave',
      tx_ref: 'tx-123',
      amount: '12500.5',
      currency: 'NGN',
      email: 'ada@example.com',
      parent_origin: 'https://shop.test',
    });
  });

  it('when the window reports a payment, then callback gets it and the window closes', async () => {
    const window = await shopPageWith('/sandbox/flutterwave/v3.js');
    const callback = jest.fn();
    const onclose = jest.fn();
    window.FlutterwaveCheckout(options(callback, onclose));
    const response = {
      status: 'successful',
      transaction_id: 1,
      tx_ref: 'tx-123',
      amount: 12500.5,
      currency: 'NGN',
    };

    answerFromPaymentWindow(window, { source: 'glow-payment-sandbox', kind: 'result', response });

    expect(callback).toHaveBeenCalledWith(response);
    expect(onclose).not.toHaveBeenCalled();
    expect(paymentWindow(window).dialog).toBeNull();
  });

  it('when the shopper closes the window, then onclose is called', async () => {
    const window = await shopPageWith('/sandbox/flutterwave/v3.js');
    const callback = jest.fn();
    const onclose = jest.fn();
    window.FlutterwaveCheckout(options(callback, onclose));

    answerFromPaymentWindow(window, { source: 'glow-payment-sandbox', kind: 'close' });

    expect(onclose).toHaveBeenCalledWith(true);
    expect(callback).not.toHaveBeenCalled();
  });

  it('when the page loads the script by its address, then the window opens from where the script came, not the configured address', async () => {
    const served = await startSandbox({ webhookTargets: {}, publicUrl: 'https://configured.test' });
    try {
      const dom = new JSDOM(
        `<!doctype html><body><script src="${served.url}/sandbox/flutterwave/v3.js"></script></body>`,
        { url: 'https://shop.test/checkout', runScripts: 'dangerously', resources: 'usable' },
      );
      const shop = dom.window as unknown as ShopWindow;
      await waitFor('the script to load', () => typeof shop.FlutterwaveCheckout === 'function', 5_000);
      shop.FlutterwaveCheckout(options(jest.fn(), jest.fn()));

      expect(paymentWindow(shop).frame!.src.startsWith(`${served.url}/sandbox/pay?`)).toBe(true);
      dom.window.close();
    } finally {
      await served.stop();
    }
  });

  it('when a message comes from another origin, then it is ignored', async () => {
    const window = await shopPageWith('/sandbox/flutterwave/v3.js');
    const callback = jest.fn();
    window.FlutterwaveCheckout(options(callback, jest.fn()));

    answerFromPaymentWindow(
      window,
      { source: 'glow-payment-sandbox', kind: 'result', response: {} },
      'https://evil.test',
    );

    expect(callback).not.toHaveBeenCalled();
    expect(paymentWindow(window).dialog).not.toBeNull();
  });
});

describe('the Paystack-type script', () => {
  it('when PaystackPop.setup(...).openIframe() is used, then kobo and ref reach the window and callback gets the answer', async () => {
    const window = await shopPageWith('/sandbox/paystack/inline.js');
    const callback = jest.fn();
    const onClose = jest.fn();
    const handler = window.PaystackPop.setup({
      key: 'pk_test_sandbox',
      email: 'ada@example.com',
      amount: 1050,
      currency: 'NGN',
      ref: 'ref-1',
      metadata: { cartItems: [] },
      callback,
      onClose,
    });

    handler.openIframe();
    const { query } = paymentWindow(window);
    const response = {
      reference: 'ref-1',
      status: 'success',
      trans: '9',
      transaction: '9',
      message: 'Approved',
    };
    answerFromPaymentWindow(window, { source: 'glow-payment-sandbox', kind: 'result', response });

    expect(Object.fromEntries(query!)).toMatchObject({
      provider: 'paystack',
      tx_ref: 'ref-1',
      amount: '1050',
    });
    expect(callback).toHaveBeenCalledWith(response);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when new PaystackPop().newTransaction(...) is used, then onSuccess and onCancel are called', async () => {
    const window = await shopPageWith('/sandbox/paystack/inline.js');
    const onSuccess = jest.fn();
    const onCancel = jest.fn();
    const popup = new window.PaystackPop();
    const transaction = {
      key: 'pk',
      email: 'ada@example.com',
      amount: 500,
      reference: 'ref-2',
      onSuccess,
      onCancel,
    };

    popup.newTransaction(transaction);
    answerFromPaymentWindow(window, {
      source: 'glow-payment-sandbox',
      kind: 'result',
      response: { status: 'success' },
    });
    popup.newTransaction(transaction);
    answerFromPaymentWindow(window, { source: 'glow-payment-sandbox', kind: 'close' });

    expect(onSuccess).toHaveBeenCalledWith({ status: 'success' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('the payment window page', () => {
  it('when the shopper presses Pay, then the sandbox records the payment and the page says so', async () => {
    const page = new URL(`${sandbox.url}/sandbox/pay`);
    Object.entries({
      provider: 'paystack',
      tx_ref: 'page-ref',
      amount: '250075',
      currency: 'NGN',
      email: 'a@b.ng',
    }).forEach(([name, value]) => page.searchParams.set(name, value));
    const dom = new JSDOM(await (await fetch(page)).text(), {
      url: page.toString(),
      runScripts: 'dangerously',
      beforeParse: (window) => {
        window.fetch = (input: string, init?: RequestInit) => fetch(new URL(input, page), init);
      },
    });
    const { document } = dom.window;

    expect(document.querySelector('h1')?.textContent).toBe('Test mode — no real money');
    expect(document.getElementById('amount')?.textContent).toBe('NGN 2500.75');
    document.getElementById('pay')!.click();

    await waitFor('the page to confirm', () =>
      /approved/.test(document.getElementById('status')?.textContent ?? ''),
    );
    const verifier = paystackProvider({
      baseUrl: sandbox.url,
      secretKey: sandboxSecrets.paystackSecret,
      timeoutMs: 2_000,
    });
    expect(await verifier.verify({ txRef: 'page-ref' })).toMatchObject({
      status: 'successful',
      amount: '2500.75',
    });
  });
});
