import { callApi, newAccount, stackUnderTest, waitUntil } from '../support';

/**
 * What a thief gets from a copied access token or refresh cookie, on the running stack through the
 * gateway: the user service decides at once, the other services (cart, order) within the
 * revocation bound, which they learn from user.session.revoked and user.updated.
 */
const cookieName = 'glow_refresh';

interface Session {
  token: string;
  cookie: string;
}

function cookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${cookieName}=`));
  return line?.slice(cookieName.length + 1).split(';')[0] ?? '';
}

async function signedIn(response: Response): Promise<Session> {
  if (!response.ok) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, cookie: cookieOf(response) };
}

async function register(): Promise<Session & { email: string; password: string }> {
  const account = newAccount('thief-target');
  const response = await callApi('/api/users/register', {
    method: 'POST',
    body: { ...account, confirmPassword: account.password },
  });
  return { ...(await signedIn(response)), email: account.email, password: account.password };
}

function refresh(cookie: string): Promise<Response> {
  return fetch(new URL('/api/users/refresh', stackUnderTest().url), {
    method: 'POST',
    headers: { cookie: `${cookieName}=${cookie}` },
  });
}

/** The documented bound for the other services: event delivery plus their 5 s cache. */
const revocationBoundMs = 6_000;

async function refusedEverywhere(token: string): Promise<void> {
  expect((await callApi('/api/users/profile', { token })).status).toBe(401);
  for (const pathname of ['/api/cart', '/api/orders'])
    await waitUntil(
      async () => (await callApi(pathname, { token })).status,
      (status) => status === 401,
      { timeoutMs: revocationBoundMs + 1_000, what: `${pathname} to refuse the token` },
    );
}

test('when a shopper signs in, then the access token a thief could copy lives 15 minutes', async () => {
  const { token } = await register();
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  expect(payload.exp - payload.iat).toBe(15 * 60);
});

test('when the shopper logs out, then a copied access token is refused by every service and the cookie renews nothing', async () => {
  const shopper = await register();
  expect((await callApi('/api/cart', { token: shopper.token })).status).toBe(200);
  expect((await callApi('/api/orders', { token: shopper.token })).status).toBe(200);

  expect((await callApi('/api/users/logout', { method: 'POST', token: shopper.token })).status).toBe(204);

  await refusedEverywhere(shopper.token);
  expect((await refresh(shopper.cookie)).status).toBe(401);
});

test('when a thief replays a refresh cookie the shopper has already rotated, then the whole session ends for both', async () => {
  const shopper = await register();
  const stolenCookie = shopper.cookie;
  // The shopper's browser refreshed twice: the cookie it was given in between has been used.
  const between = await signedIn(await refresh(stolenCookie));
  const renewed = await signedIn(await refresh(between.cookie));

  const replay = await refresh(stolenCookie);
  expect(replay.status).toBe(401);
  expect(((await replay.json()) as { message: string }).message).toBe('Session expired, please log in again');

  expect((await refresh(renewed.cookie)).status).toBe(401);
  await refusedEverywhere(renewed.token);
});

test('when a thief replays a cookie before the shopper used the one it was exchanged for, then the shopper’s next refresh ends the session for both', async () => {
  const shopper = await register();
  const stolenCookie = shopper.cookie;
  const renewed = await signedIn(await refresh(stolenCookie));

  // Within the retry grace this looks like a browser whose answer was lost: it is renewed once more.
  const thief = await signedIn(await refresh(stolenCookie));

  const shoppersNext = await refresh(renewed.cookie);
  expect(shoppersNext.status).toBe(401);
  expect((await refresh(thief.cookie)).status).toBe(401);
  await refusedEverywhere(thief.token);
});

test('when the shopper logs out of all devices, then the sessions of other devices end too', async () => {
  const laptop = await register();
  const phone = await signedIn(
    await callApi('/api/users/login', {
      method: 'POST',
      body: { identifier: laptop.email, password: laptop.password },
    }),
  );
  expect((await callApi('/api/users/logout-all', { method: 'POST', token: laptop.token })).status).toBe(204);
  await refusedEverywhere(phone.token);
  expect((await refresh(phone.cookie)).status).toBe(401);
});
