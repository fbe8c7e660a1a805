import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineService } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';

/**
 * One admin route, one route for any signed-in user, one for the owner or an admin: the second factor
 * is asked of admin routes and of the admin side of owner-or-admin routes.
 */
const probe = (migrationsDir: string) =>
  defineService({
    name: 'mfaprobe',
    migrationsDir,
    routes(app, ctx) {
      app.get('/admin/ping', ctx.auth.requireAdmin, (_req, res) => {
        res.json({ pong: true });
      });
      app.get('/me', ctx.auth.requireUser, (req, res) => {
        res.json(req.user);
      });
      app.get('/notes/:owner', ctx.auth.requireUser, (req, res) => {
        if (req.params.owner !== req.user!._id && !ctx.auth.actsAsAdmin(req.user))
          return res.status(404).json({ message: 'No note found.' });
        res.json({ owner: req.params.owner });
      });
    },
  });

describe.each([
  { required: 'true', withoutSecondFactor: 403, othersNote: 404 },
  { required: 'false', withoutSecondFactor: 200, othersNote: 200 },
])('admin routes with ADMIN_MFA_REQUIRED=$required', ({ required, withoutSecondFactor, othersNote }) => {
  let migrationsDir: string;
  let running: ServiceUnderTest;
  beforeAll(async () => {
    migrationsDir = await mkdtemp(path.join(tmpdir(), 'glow-mfaprobe-'));
    running = await startServiceForTest(probe(migrationsDir), { env: { ADMIN_MFA_REQUIRED: required } });
  });
  afterAll(async () => {
    await running?.stop();
    await rm(migrationsDir, { recursive: true, force: true });
  });

  async function call(pathname: string, claims: { _id?: string; isAdmin: boolean; mfa?: boolean }) {
    const answer = await fetch(`${running.url}${pathname}`, {
      headers: { authorization: `Bearer ${running.keys.sign({ _id: randomUUID(), ...claims })}` },
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  it(`when an admin signed in without the second factor calls an admin route, then it answers ${withoutSecondFactor}`, async () => {
    const answer = await call('/admin/ping', { isAdmin: true, mfa: false });
    expect(answer.status).toBe(withoutSecondFactor);
    if (withoutSecondFactor === 403)
      expect(answer.body).toEqual({
        message: 'Two-factor sign-in is required for admin accounts: set it up in your profile',
        code: 'mfa_required',
      });
  });

  it('when the admin signed in with the second factor, then the admin route answers 200', async () => {
    expect((await call('/admin/ping', { isAdmin: true, mfa: true })).status).toBe(200);
  });

  it('when a shopper calls the admin route, then it is a 403 for want of the role, whatever the factor', async () => {
    expect((await call('/admin/ping', { isAdmin: false, mfa: true })).body.message).toBe(
      'Not authorized as an admin',
    );
  });

  it('when the admin without the second factor calls a route for any user, then it passes', async () => {
    expect((await call('/me', { isAdmin: true })).status).toBe(200);
  });

  it(`when an admin signed in without the second factor reads someone else's note, then it answers ${othersNote}`, async () => {
    const answer = await call(`/notes/${randomUUID()}`, { isAdmin: true, mfa: false });
    expect(answer.status).toBe(othersNote);
  });

  it("when an admin reads their own note without the second factor, or someone else's with it, then it answers 200", async () => {
    const own = randomUUID();
    expect((await call(`/notes/${own}`, { _id: own, isAdmin: true, mfa: false })).status).toBe(200);
    expect((await call(`/notes/${randomUUID()}`, { isAdmin: true, mfa: true })).status).toBe(200);
  });

  it("when a shopper reads someone else's note, then it answers 404 whatever the factor", async () => {
    expect((await call(`/notes/${randomUUID()}`, { isAdmin: false, mfa: true })).status).toBe(404);
  });
});
