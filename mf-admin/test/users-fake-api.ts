import type { User } from '@glow/contracts';
import { installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { adminUser } from './admin-users';

export const ada: User = { _id: 'u2', username: 'Ada', email: 'ada@example.ng', isAdmin: false };
export const bola: User = { _id: 'u3', username: 'bola', email: 'bola@example.ng', isAdmin: true };

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** `GET /api/users?search=&page=` as the user service answers it, `perPage` a page. */
function pageOf(list: User[], url: string, perPage: number) {
  const params = new URL(url, 'http://glow.test').searchParams;
  const search = (params.get('search') ?? '').toLowerCase();
  const page = Number(params.get('page') ?? '1');
  const matching = list.filter((user) => user.username.toLowerCase().includes(search));
  return {
    items: matching.slice((page - 1) * perPage, page * perPage),
    total: matching.length,
    page,
    pages: Math.ceil(matching.length / perPage),
  };
}

/** The users API over a list; `override` answers a call first when it returns something. */
export function installUsersApi(
  users: User[] = [adminUser, ada, bola],
  override: (call: Call) => FakeAnswer | undefined = () => undefined,
  perPage = 50,
) {
  const list = [...users];
  const calls: Call[] = [];
  const fetch = installFetch((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = override(call);
    if (answer) return answer;
    if (/^\/api\/users(\?|$)/.test(url) && call.method === 'GET')
      return { status: 200, body: pageOf(list, url, perPage) };
    const id = decodeURIComponent(url.replace('/api/users/', ''));
    const index = list.findIndex((user) => user._id === id);
    if (index < 0) return { status: 404, body: { message: 'User not found' } };
    if (call.method === 'GET') return { status: 200, body: list[index] };
    if (call.method === 'PUT') {
      list[index] = { ...list[index]!, ...(call.body as Partial<User>) };
      return { status: 200, body: list[index] };
    }
    list.splice(index, 1);
    return { status: 200, body: { message: 'User removed' } };
  });
  return { fetch, calls, list };
}
