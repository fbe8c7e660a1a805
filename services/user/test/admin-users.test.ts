import type { MailJobs } from '@glow/service-kit';
import type { ServiceUnderTest } from '@glow/testing';
import { adminDeleteUser, adminUpdateUser } from '../src/accounts/domain/manage-users';
import { usersPerPage, type UserPage } from '../src/accounts/http/admin-user-routes';
import type { UserContext } from '../src/config';
import { client, newAccount, register, type Call } from './http-client';
import { startUserService } from './user-service';

describe('admin user management', () => {
  let running: ServiceUnderTest;
  let call: Call;
  let admin: { id: string; token: string };
  beforeAll(async () => {
    running = await startUserService({
      env: { ADMIN_EMAIL: 'chief@glow.test', ADMIN_PASSWORD: 'chief password' },
    });
    call = client(running.url);
    const login = await call('POST', '/api/users/login', {
      body: { identifier: 'chief@glow.test', password: 'chief password' },
    });
    admin = { id: (login.body.user as { _id: string })._id, token: login.body.token as string };
  });
  afterAll(() => running.stop());

  const promote = async (id: string) => {
    const answer = await call('PUT', `/api/users/${id}`, { token: admin.token, body: { isAdmin: true } });
    expect(answer.body).toMatchObject({ isAdmin: true });
  };
  const loginAs = async (identifier: string) =>
    (await call('POST', '/api/users/login', { body: { identifier, password: 'secret1' } })).body
      .token as string;

  it('when an admin lists users, then the first page holds the accounts, oldest first, without a hash', async () => {
    const user = await register(call);
    const answer = await call('GET', '/api/users', { token: admin.token });
    expect(answer.status).toBe(200);
    const page = answer.body as unknown as UserPage;
    expect(page).toMatchObject({ page: 1, pages: 1 });
    expect(page.total).toBe(page.items.length);
    expect(page.items[0]).toMatchObject({ _id: admin.id, isAdmin: true });
    expect(page.items.map((item) => item._id)).toContain(user.id);
    expect(answer.text).not.toMatch(/password/i);
  });

  it('when more accounts match than a page holds, then they come 50 a page with the total and page count', async () => {
    const tag = `pager${Math.random().toString(36).slice(2, 7)}`;
    const made: string[] = [];
    for (let index = 0; index < usersPerPage + 2; index += 1)
      made.push((await register(call, newAccount(tag))).id);

    const first = (await call('GET', `/api/users?search=${tag.toUpperCase()}`, { token: admin.token }))
      .body as unknown as UserPage;
    const second = (await call('GET', `/api/users?search=${tag}&page=2`, { token: admin.token }))
      .body as unknown as UserPage;
    const beyond = (await call('GET', `/api/users?search=${tag}&page=3`, { token: admin.token }))
      .body as unknown as UserPage;

    expect({ total: first.total, page: first.page, pages: first.pages, count: first.items.length }).toEqual({
      total: usersPerPage + 2,
      page: 1,
      pages: 2,
      count: usersPerPage,
    });
    expect([...first.items, ...second.items].map((item) => item._id)).toEqual(made);
    expect(second).toMatchObject({ page: 2, pages: 2, total: usersPerPage + 2 });
    expect(beyond).toMatchObject({ items: [], page: 3, pages: 2 });
  });

  it('when the search matches no username, then the page is empty with a total of 0', async () => {
    const answer = await call('GET', '/api/users?search=nobody-is-called-this', { token: admin.token });
    expect(answer).toMatchObject({ status: 200, body: { items: [], total: 0, page: 1, pages: 0 } });
  });

  it.each(['0', '-1', 'two', '1.5'])('when the page is %s, then it is a 400', async (page) => {
    const answer = await call('GET', `/api/users?page=${page}`, { token: admin.token });
    expect(answer).toMatchObject({ status: 400, body: { message: 'page must be a whole number from 1' } });
  });

  it('when the search is longer than 64 characters, then it is a 400', async () => {
    const answer = await call('GET', `/api/users?search=${'a'.repeat(65)}`, { token: admin.token });
    expect(answer).toMatchObject({ status: 400, body: { message: 'search is too long' } });
  });

  it('when an id is malformed or unknown, then it is a 404 User not found', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      for (const method of ['GET', 'PUT', 'DELETE'])
        expect(
          await call(method, `/api/users/${id}`, {
            token: admin.token,
            body: method === 'PUT' ? {} : undefined,
          }),
        ).toMatchObject({
          status: 404,
          body: { message: 'User not found' },
        });
  });

  it('when an admin edits a user, then the change applies and uniqueness is re-checked', async () => {
    const user = await register(call);
    const other = await register(call);
    const renamed = await call('PUT', `/api/users/${user.id}`, {
      token: admin.token,
      body: { username: `${user.username}x` },
    });
    expect(renamed).toMatchObject({ status: 200, body: { _id: user.id, username: `${user.username}x` } });
    const clash = await call('PUT', `/api/users/${user.id}`, {
      token: admin.token,
      body: { email: other.email },
    });
    expect(clash).toMatchObject({ status: 409, body: { message: 'Email is already registered' } });
  });

  it('when a user is promoted, then their old token is revoked and a new login carries isAdmin', async () => {
    const user = await register(call);
    await promote(user.id);
    expect((await call('GET', '/api/users/profile', { token: user.token })).status).toBe(401);
    const fresh = await loginAs(user.email);
    expect((await call('GET', '/api/users', { token: fresh })).status).toBe(200);
  });

  it('when an admin demotes or deletes themself, then it is a 400', async () => {
    const self = await call('PUT', `/api/users/${admin.id}`, {
      token: admin.token,
      body: { isAdmin: false },
    });
    expect(self).toMatchObject({ status: 400, body: { message: 'You cannot remove your own admin rights' } });
    const gone = await call('DELETE', `/api/users/${admin.id}`, { token: admin.token });
    expect(gone).toMatchObject({ status: 400, body: { message: 'You cannot delete your own account' } });
  });

  it('when the last admin would be demoted or removed by anyone, then it is a 400 and they stay', async () => {
    const ctx = running.service.ctx as unknown as UserContext;
    const someoneElse = { actor: { userId: '00000000-0000-4000-8000-000000000001' } };
    await ctx.db.pool.query('UPDATE identity.users SET is_admin = false WHERE id <> $1', [admin.id]);
    const deps = running.service.deps as { mail: MailJobs };
    await expect(adminUpdateUser(ctx, deps, someoneElse, admin.id, { isAdmin: false })).rejects.toMatchObject(
      {
        status: 400,
        message: 'The last admin cannot be demoted',
      },
    );
    await expect(adminDeleteUser(ctx, someoneElse, admin.id)).rejects.toMatchObject({
      status: 400,
      message: 'The last admin cannot be removed',
    });
    const admins = await running.service.ctx.db.pool.query('SELECT id FROM identity.users WHERE is_admin');
    expect(admins.rows).toEqual([{ id: admin.id }]);
  });
});
