'use strict';
/**
 * Tests never reach beyond this machine: a connection to any address but loopback is refused with
 * a clear error before a packet leaves. A test that needs a remote party starts a local double.
 *
 * Loaded by Jest's node project (`setupFiles`), and through NODE_OPTIONS by every Node process a
 * test starts with the test's environment. The engines a run is told to use (TEST_DATABASE_URL,
 * TEST_REDIS_URL, KAFKA_BROKERS, DOCKER_HOST) stay reachable wherever they are.
 */
const net = require('node:net');
const { URL } = require('node:url');

const patched = Symbol.for('glow.blockNetwork');

function hostOf(address) {
  try {
    return new URL(address.includes('://') ? address : `tcp://${address}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}

function enginesHosts(env) {
  const addresses = [
    env.TEST_DATABASE_URL,
    env.TEST_REDIS_URL,
    env.DOCKER_HOST,
    ...(env.KAFKA_BROKERS ?? '').split(','),
  ];
  return new Set(
    addresses
      .filter(Boolean)
      .map((address) => hostOf(address.trim()))
      .filter(Boolean),
  );
}

function isLoopback(host) {
  // net's default host is localhost.
  if (host === undefined || host === null || host === '') return true;
  const name = String(host)
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  // The unspecified address reaches this machine's own listeners.
  if (name === '0.0.0.0' || name === '::') return true;
  if (name.startsWith('::ffff:')) return isLoopback(name.slice('::ffff:'.length));
  return net.isIPv4(name) && name.startsWith('127.');
}

/** Where `socket.connect(...)` is going; null for a local socket path (IPC). */
function destination(args) {
  // net.connect() hands connect() its arguments already normalised, as an array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first && typeof first === 'object') {
    return first.path !== undefined ? null : { host: first.host, port: first.port };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null;
  return { host: typeof args[1] === 'string' ? args[1] : undefined, port: first };
}

function blockOutboundNetwork() {
  if (net.Socket.prototype[patched]) return;
  const connect = net.Socket.prototype.connect;
  const allowed = enginesHosts(process.env);
  net.Socket.prototype.connect = function connectLocallyOnly(...args) {
    const to = destination(args);
    if (to && !isLoopback(to.host) && !allowed.has(String(to.host))) {
      const error = new Error(
        `Tests may not reach the network: connection to ${to.host}:${to.port} refused ` +
          '(test/setup/block-network.js). Point the code at a local double on 127.0.0.1 instead.',
      );
      error.code = 'ERR_TEST_NETWORK_BLOCKED';
      // As a refused connection would: asynchronously, as the socket's error.
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return connect.apply(this, args);
  };
  net.Socket.prototype[patched] = true;
}

function passToChildProcesses() {
  const option = `--require ${JSON.stringify(module.filename)}`;
  const current = process.env.NODE_OPTIONS ?? '';
  if (!current.includes(option)) process.env.NODE_OPTIONS = `${current} ${option}`.trim();
}

blockOutboundNetwork();
passToChildProcesses();
