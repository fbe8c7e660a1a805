/**
 * The sandbox's payment window. Static: it reads its query itself and writes only with textContent, so
 * nothing a caller puts in the URL becomes markup.
 */
export const payPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test mode payment — no real money</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; color: #1a1a1a; }
  @media (max-width: 400px) { body { padding: 16px; } }
  .badge { display: inline-block; background: #fff3cd; color: #664d03; border: 1px solid #ffda6a;
    border-radius: 4px; padding: 2px 8px; font-weight: 600; }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 4px 12px; }
  dt { font-weight: 600; white-space: nowrap; }
  /* A long email or reference wraps inside the window instead of running out of it on a phone. */
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
  button { font: inherit; padding: 8px 16px; border-radius: 4px; border: 1px solid #555; background: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  #pay { background: #0a7c2f; border-color: #0a7c2f; color: #fff; }
</style>
</head>
<body>
<main aria-labelledby="title">
  <h1 id="title">Test mode — no real money</h1>
  <p><span class="badge" id="provider"></span> sandbox checkout. Choose how this payment ends.</p>
  <dl>
    <dt>Amount</dt><dd id="amount"></dd>
    <dt>Email</dt><dd id="email"></dd>
    <dt>Reference</dt><dd id="reference"></dd>
  </dl>
  <div class="actions">
    <button type="button" id="pay">Pay</button>
    <button type="button" id="fail">Fail</button>
    <button type="button" id="close">Close</button>
  </div>
  <p id="status" role="status" aria-live="polite"></p>
</main>
<script>
(function () {
  var query = new URLSearchParams(window.location.search);
  var provider = query.get('provider') || '';
  var parentOrigin = query.get('parent_origin');
  var buttons = document.querySelectorAll('button');
  var status = document.getElementById('status');
  function show(id, value) { document.getElementById(id).textContent = value; }
  function major(amount) {
    if (provider !== 'paystack') return amount;
    var kobo = String(amount).padStart(3, '0');
    return kobo.slice(0, -2) + '.' + kobo.slice(-2);
  }
  show('provider', provider === 'paystack' ? 'Paystack' : 'Flutterwave');
  show('amount', (query.get('currency') || '') + ' ' + major(query.get('amount') || ''));
  show('email', query.get('email') || '');
  show('reference', query.get('tx_ref') || '');
  function tell(message) {
    message.source = 'glow-payment-sandbox';
    if (window.parent !== window && parentOrigin) window.parent.postMessage(message, parentOrigin);
  }
  function busy(on) { buttons.forEach(function (button) { button.disabled = on; }); }
  function settle(outcome) {
    busy(true);
    status.textContent = 'Processing…';
    fetch('pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: provider, outcome: outcome, tx_ref: query.get('tx_ref'), amount: query.get('amount'),
        currency: query.get('currency'), email: query.get('email'), name: query.get('name') || undefined,
        phone: query.get('phone') || undefined,
      }),
    })
      .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); })
      .then(function (answer) {
        if (!answer.ok) throw new Error(answer.body.message || 'The sandbox refused this payment.');
        status.textContent = outcome === 'pay' ? 'Payment approved (test mode).' : 'Payment declined (test mode).';
        tell({ kind: 'result', response: answer.body.response });
      })
      .catch(function (error) { status.textContent = error.message; busy(false); });
  }
  document.getElementById('pay').addEventListener('click', function () { settle('pay'); });
  document.getElementById('fail').addEventListener('click', function () { settle('fail'); });
  document.getElementById('close').addEventListener('click', function () { tell({ kind: 'close' }); });
  document.addEventListener('keydown', function (event) { if (event.key === 'Escape') tell({ kind: 'close' }); });
  document.getElementById('pay').focus();
})();
</script>
</body>
</html>
`;
