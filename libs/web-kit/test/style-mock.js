// CSS Modules in jsdom tests: every class name is its own key, so `styles.button` is 'button'.
module.exports = new Proxy(
  {},
  { get: (_, key) => (key === '__esModule' ? false : typeof key === 'string' ? key : undefined) },
);
