import { randomUUID } from 'node:crypto';
import type { User } from '@glow/contracts';
import type { Pool } from '@glow/service-kit';
import { failAdminActionRecords, recordedAdminActions, testPool, type ServiceUnderTest } from '@glow/testing';
import { client, register, type Call } from './http-client';
import { startUserService } from './user-service';

describe("the user service's admin actions on record (user.admin-action.recorded)", () => {
  let running: ServiceUnderTest;
  let pool: Pool;
  let call: Call;
  let admin: { id: string; token: string; sessionId: string };

  beforeAll(async () => {
    running = await startUserService({
      env: { ADMIN_EMAIL: 'chief@glow.test', ADMIN_PASSWORD: 'chief password' },
    });
    pool = testPool(running.database!.url);
    call = client(running.url);
    const login = await call('POST', '/api/users/login', {
      body: { identifier: 'chief@glow.test', password: 'chief password' },
    });
    const token = login.body.token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    admin = { id: (login.body.user as User)._id, token, sessionId: claims.sid };
  });
  afterAll(async () => {
    await pool.end();
    await running.stop();
  });

  let requestId: string;
  beforeEach(() => {
    requestId = `req-${randomUUID()}`;
  });

  const asAdmin = async (method: 'PUT' | 'DELETE', id: string, body?: object) => {
    const response = await fetch(`${running.url}/api/users/${id}`, {
      method,
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as User & { message?: string } };
  };
  const actionsAbout = async (userId: string) =>
    (await recordedAdminActions(pool, 'identity')).filter((event) => event.data.subject.id === userId);
  const who = () => ({ actor: { userId: admin.id, sessionId: admin.sessionId }, requestId });

  it('when an admin makes a shopper an admin, then the role change is on record with who, the session and the request', async () => {
    const shopper = await register(call);

    expect((await asAdmin('PUT', shopper.id, { isAdmin: true })).status).toBe(200);

    expect((await actionsAbout(shopper.id)).map((event) => [event.type, event.data])).toEqual([
      [
        'user.admin-action.recorded',
        {
          ...who(),
          action: 'user.updated',
          subject: { type: 'user', id: shopper.id },
          before: { isAdmin: false },
          after: { isAdmin: true },
          at: expect.any(String),
        },
      ],
    ]);
  });

  it("when an admin changes a user's email, then only the email is on record, before and after", async () => {
    const shopper = await register(call);

    await asAdmin('PUT', shopper.id, { email: `new-${shopper.email}` });

    const [recorded] = await actionsAbout(shopper.id);
    expect(recorded!.data).toMatchObject({
      before: { email: shopper.email },
      after: { email: `new-${shopper.email}` },
    });
    expect(Object.keys(recorded!.data.after!)).toEqual(['email']);
  });

  it('when an admin saves a user unchanged, then nothing is on record', async () => {
    const shopper = await register(call);

    expect((await asAdmin('PUT', shopper.id, { isAdmin: false })).status).toBe(200);

    expect(await actionsAbout(shopper.id)).toEqual([]);
  });

  it('when an admin deletes a user, then the account as it was is on record', async () => {
    const shopper = await register(call);

    expect((await asAdmin('DELETE', shopper.id)).status).toBe(200);

    const [recorded] = await actionsAbout(shopper.id);
    expect(recorded!.data).toMatchObject({
      ...who(),
      action: 'user.deleted',
      before: { username: shopper.username, email: shopper.email, isAdmin: false },
    });
    expect(recorded!.data.after).toBeUndefined();
  });

  it('when the change is refused, then nothing is on record', async () => {
    expect((await asAdmin('PUT', admin.id, { isAdmin: false })).status).toBe(400);
    expect((await asAdmin('DELETE', admin.id)).status).toBe(400);

    expect(await actionsAbout(admin.id)).toEqual([]);
  });

  it('when the action cannot be put on record, then the role change is not made either (one transaction)', async () => {
    const shopper = await register(call);
    const fault = await failAdminActionRecords(pool, 'identity');
    try {
      expect((await asAdmin('PUT', shopper.id, { isAdmin: true })).status).toBe(500);
      expect((await asAdmin('DELETE', shopper.id)).status).toBe(500);
    } finally {
      await fault.remove();
    }

    const { rows } = await pool.query('SELECT is_admin FROM identity.users WHERE id = $1', [shopper.id]);
    expect(rows).toEqual([{ is_admin: false }]);
    expect(await actionsAbout(shopper.id)).toEqual([]);
  });
});
