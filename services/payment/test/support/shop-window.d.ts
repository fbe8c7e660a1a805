/** The globals the sandbox's checkout scripts define on a shop page. */
interface SandboxCheckoutGlobals {
  FlutterwaveCheckout(options: Record<string, unknown>): { close(): void };
  closePaymentModal(): void;
  PaystackPop: {
    new (): { newTransaction(options: Record<string, unknown>): { close(): void } };
    setup(options: Record<string, unknown>): { openIframe(): { close(): void } };
  };
}

declare module 'jsdom' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DOMWindow extends SandboxCheckoutGlobals {}
}

export {};
