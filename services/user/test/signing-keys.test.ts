import { createTestDatabase, createTestKeys, type ServiceUnderTest } from '@glow/testing';
import { registerUser } from '../src/accounts/domain/register-user';
import type { UserContext } from '../src/config';
import { readSigningKey } from '../src/sessions/domain/token-signer';
import { newAccount } from './http-client';
import { startUserService } from './user-service';

const keys = createTestKeys();
const settings = {
  JWT_PUBLIC_KEY: keys.publicKey,
  JWT_ISSUER: 'glow-user-service',
  JWT_AUDIENCE: 'glow',
};
/** A PEM whose body is not a key: what a truncated paste or a wrong file gives. */
const malformed = '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n';

describe('the signing key is checked at start', () => {
  it('when JWT_PRIVATE_KEY is malformed, then the start fails naming it', () => {
    expect(() => readSigningKey({ ...settings, JWT_PRIVATE_KEY: malformed })).toThrow(
      /^JWT_PRIVATE_KEY: not a valid PEM private key/,
    );
  });

  it('when JWT_PRIVATE_KEY does not belong to JWT_PUBLIC_KEY, then the start fails naming both', () => {
    expect(() => readSigningKey({ ...settings, JWT_PRIVATE_KEY: createTestKeys().privateKey })).toThrow(
      'JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY',
    );
  });

  it('when the pair matches, then the key is accepted', () => {
    expect(readSigningKey({ ...settings, JWT_PRIVATE_KEY: keys.privateKey }).type).toBe('private');
  });

  it('when the user service starts with a malformed JWT_PRIVATE_KEY, then it refuses to start naming it', async () => {
    // Its own database: the failed start leaves its pool behind, and dropping the database ends it.
    const database = await createTestDatabase();
    try {
      await expect(startUserService({ database, env: { JWT_PRIVATE_KEY: malformed } })).rejects.toThrow(
        /^JWT_PRIVATE_KEY: not a valid PEM private key/,
      );
    } finally {
      await database.drop();
    }
  });
});

describe('registration is one unit', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startUserService();
  });
  afterAll(() => running.stop());

  it('when signing the first token fails, then no account and no announcement are committed', async () => {
    const account = newAccount();
    const failingSigner = {
      lifetimeSeconds: 900,
      sign: () => {
        throw new Error('signing failed');
      },
    };

    await expect(
      registerUser(running.service.ctx as unknown as UserContext, account, failingSigner),
    ).rejects.toThrow('signing failed');

    const pool = running.service.ctx.db.pool;
    const users = await pool.query('SELECT 1 FROM identity.users WHERE lower(email) = lower($1)', [
      account.email,
    ]);
    const announced = await pool.query(
      "SELECT 1 FROM identity.outbox WHERE topic = 'user.registered' AND envelope::text LIKE $1",
      [`%${account.username}%`],
    );
    expect(users.rows).toEqual([]);
    expect(announced.rows).toEqual([]);
  });
});
