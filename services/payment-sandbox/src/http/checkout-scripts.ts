/**
 * The browser scripts that stand in for Flutterwave's `checkout.flutterwave.com/v3.js` and Paystack's
 * `js.paystack.co/v1/inline.js` (with v2's `new PaystackPop().newTransaction`). Both open the sandbox's
 * payment window in an iframe over the page and hear back from it by postMessage from the sandbox origin:
 * the origin the script was loaded from (the shop loads it by a path on its own address, whatever
 * host name the shopper used), else the configured public URL's.
 */
function overlayScript(sandboxOrigin: string): string {
  return `
  var loadedFrom = document.currentScript && document.currentScript.src;
  var sandboxOrigin = loadedFrom ? new URL(loadedFrom, window.location.href).origin : ${JSON.stringify(sandboxOrigin)};
  function openSandbox(params, handlers) {
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Test mode payment — no real money');
    overlay.setAttribute('data-glow-payment-sandbox', params.provider);
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(0,0,0,0.55)';
    var frame = document.createElement('iframe');
    frame.title = 'Test mode payment — no real money';
    frame.style.cssText = 'width:min(420px,95vw);height:min(480px,90vh);border:0;border-radius:8px;background:#fff';
    params.parent_origin = window.location.origin;
    frame.src = sandboxOrigin + '/sandbox/pay?' + new URLSearchParams(params).toString();
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    var opener = document.activeElement;
    function close() {
      window.removeEventListener('message', onMessage);
      if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
      if (opener && typeof opener.focus === 'function') opener.focus();
    }
    function onMessage(event) {
      var data = event.data;
      if (event.origin !== sandboxOrigin || event.source !== frame.contentWindow) return;
      if (!data || data.source !== 'glow-payment-sandbox') return;
      close();
      if (data.kind === 'result') handlers.result(data.response);
      else handlers.close();
    }
    window.addEventListener('message', onMessage);
    frame.focus();
    return { close: close };
  }
  function text(value) { return value === undefined || value === null ? '' : String(value); }
  function call(fn, arg) { if (typeof fn === 'function') fn(arg); }`;
}

export function flutterwaveCheckoutScript(sandboxOrigin: string): string {
  return `(function () {
  'use strict';${overlayScript(sandboxOrigin)}
  var current = null;
  window.FlutterwaveCheckout = function FlutterwaveCheckout(options) {
    var customer = options.customer || {};
    current = openSandbox(
      {
        provider: 'flutterwave',
        tx_ref: text(options.tx_ref),
        amount: text(options.amount),
        currency: text(options.currency || 'NGN'),
        email: text(customer.email),
        name: text(customer.name),
        phone: text(customer.phone_number),
      },
      {
        result: function (response) { call(options.callback, response); },
        close: function () { call(options.onclose, true); },
      },
    );
    return current;
  };
  window.closePaymentModal = function () { if (current) current.close(); };
})();
`;
}

export function paystackInlineScript(sandboxOrigin: string): string {
  return `(function () {
  'use strict';${overlayScript(sandboxOrigin)}
  function reference(options) {
    return text(options.reference || options.ref || 'T' + Date.now() + Math.floor(Math.random() * 1e6));
  }
  function params(options) {
    return {
      provider: 'paystack',
      tx_ref: reference(options),
      amount: text(options.amount),
      currency: text(options.currency || 'NGN'),
      email: text(options.email),
      name: text([options.firstName || options.firstname, options.lastName || options.lastname].filter(Boolean).join(' ')),
      phone: text(options.phone),
    };
  }
  function PaystackPop() {}
  PaystackPop.setup = function (options) {
    return {
      openIframe: function () {
        return openSandbox(params(options), {
          result: function (response) { call(options.callback, response); },
          close: function () { call(options.onClose); },
        });
      },
    };
  };
  PaystackPop.prototype.newTransaction = function (options) {
    return openSandbox(params(options), {
      result: function (response) {
        if (response.status === 'success') call(options.onSuccess, response);
        else if (typeof options.onError === 'function') options.onError({ message: response.message });
        else call(options.onCancel);
      },
      close: function () { call(options.onCancel); },
    });
  };
  window.PaystackPop = PaystackPop;
})();
`;
}
