import type { ServiceUnderTest } from '@glow/testing';
import { startUserService } from './user-service';

describe('POST /api/users/consent', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startUserService({
      env: { ADMIN_EMAIL: 'admin@glow.test', ADMIN_PASSWORD: 'a long enough password' },
    });
  });
  afterAll(() => running.stop());

  const post = (body: unknown, token?: string) =>
    fetch(`${running.url}/api/users/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const consents = async () =>
    (
      await running.service.ctx.db.pool.query(
        'SELECT user_id, consent, recorded_at FROM identity.consents ORDER BY id',
      )
    ).rows;

  it('when an anonymous visitor accepts, then the choice is stored with its time', async () => {
    const answer = await post({ consent: 'accepted' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ consent: 'accepted' });
    expect(await consents()).toEqual([{ user_id: null, consent: 'accepted', recorded_at: expect.any(Date) }]);
  });

  it('when a signed-in user rejects, then it is stored and kept on the account', async () => {
    const { rows } = await running.service.ctx.db.pool.query<{ id: string }>('SELECT id FROM identity.users');
    const adminId = rows[0]!.id;
    const answer = await post({ consent: 'rejected' }, running.keys.sign({ _id: adminId, isAdmin: true }));
    expect(answer.status).toBe(201);
    const account = await running.service.ctx.db.pool.query(
      'SELECT consent, consent_at FROM identity.users WHERE id = $1',
      [adminId],
    );
    expect(account.rows[0]).toEqual({ consent: 'rejected', consent_at: expect.any(Date) });
    expect((await consents()).at(-1)).toMatchObject({ user_id: adminId, consent: 'rejected' });
  });

  it.each([[{ consent: 'maybe' }], [{}], [{ consent: 'accepted', extra: 1 }]])(
    'when the body is %j, then it is a 400 with a message and nothing is stored',
    async (body) => {
      const before = (await consents()).length;
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(await consents()).toHaveLength(before);
    },
  );

  it('when the token is stale, then the choice is stored as anonymous and the answer says invalid_token', async () => {
    const answer = await post({ consent: 'accepted' }, 'not-a-token');
    expect(answer.status).toBe(201);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await consents()).at(-1)).toMatchObject({ user_id: null, consent: 'accepted' });
  });
});
