import { execFile } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { promisify } from 'node:util';

const blocked = {
  code: 'ERR_TEST_NETWORK_BLOCKED',
  message: expect.stringMatching(/^Tests may not reach the network/),
};

async function connectError(options: net.NetConnectOpts): Promise<unknown> {
  const socket = net.connect(options);
  const [error] = await once(socket, 'error');
  return error;
}

describe('outbound network in tests (test/setup/block-network.js)', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('local'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await once(server, 'close');
  });

  it('when code fetches an internet host, then the fetch fails with the block naming that host', async () => {
    const failure = (await fetch('https://open.er-api.com/v6/latest/NGN').catch(
      (error: unknown) => error,
    )) as {
      cause?: unknown;
    };

    expect(failure.cause).toMatchObject({
      ...blocked,
      message: expect.stringContaining('open.er-api.com:443'),
    });
  });

  it.each([
    ['a public IPv4 address', { host: '93.184.216.34', port: 80 }],
    ['a private network address', { host: '10.1.2.3', port: 5432 }],
    ['a public IPv6 address', { host: '2606:4700::1111', port: 443 }],
  ])('when a socket connects to %s, then it fails with the block', async (_label, options) => {
    expect(await connectError(options)).toMatchObject(blocked);
  });

  it.each(['127.0.0.1', 'localhost'])('when a request goes to %s, then it is answered', async (host) => {
    const response = await fetch(`http://${host}:${port}/`);
    expect(await response.text()).toBe('local');
  });

  it('when a test starts a Node process with its environment, then that process is blocked too', async () => {
    const script =
      "require('node:net').connect(80, '93.184.216.34').on('error', (error) => process.stdout.write(error.code))";

    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { env: process.env });

    expect(stdout).toBe('ERR_TEST_NETWORK_BLOCKED');
  });
});
