import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, defineService, readPublicKey } from '@glow/service-kit';
import { createTestKeys, startServiceForTest } from '@glow/testing';

const keys = createTestKeys();
const malformed = '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----\n';

describe('the JWT public key is parsed at start', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'glow-keys-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when JWT_PUBLIC_KEY is a valid RSA key (escaped newlines too), then it is accepted', () => {
    expect(readPublicKey({ JWT_PUBLIC_KEY: keys.publicKey }).asymmetricKeyType).toBe('rsa');
    expect(readPublicKey({ JWT_PUBLIC_KEY: keys.publicKey.replace(/\n/g, '\\n') }).type).toBe('public');
  });

  it.each([
    ['malformed', malformed, /^JWT_PUBLIC_KEY: not a valid PEM public key/],
    ['not a PEM at all', 'hello', /^JWT_PUBLIC_KEY: not a valid PEM public key/],
    ['the private key', keys.privateKey, /^JWT_PUBLIC_KEY: holds a private key/],
    [
      'an EC key',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }),
      /^JWT_PUBLIC_KEY: expected an RSA key/,
    ],
  ])('when JWT_PUBLIC_KEY is %s, then a ConfigError names the variable', (_name, value, message) => {
    const read = () => readPublicKey({ JWT_PUBLIC_KEY: value as string });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(message);
  });

  it('when JWT_PUBLIC_KEY_FILE holds a malformed key, then the error names JWT_PUBLIC_KEY_FILE', async () => {
    const file = path.join(dir, 'public.pem');
    await writeFile(file, malformed);
    expect(() => readPublicKey({ JWT_PUBLIC_KEY_FILE: file })).toThrow(
      /^JWT_PUBLIC_KEY_FILE: not a valid PEM public key/,
    );
  });

  it('when a service starts with a malformed JWT_PUBLIC_KEY, then the start fails naming it', async () => {
    await expect(
      startServiceForTest(defineService({ name: 'keyprobe' }), { env: { JWT_PUBLIC_KEY: malformed } }),
    ).rejects.toThrow(/^JWT_PUBLIC_KEY: not a valid PEM public key/);
  });
});
