import { ApiError, api, removeToken, writeToken } from '../src';
import { onTokenRejected } from '../src/api/api-client';
import { headersOf, installFetch, installUpload, rejectedToken, token } from '../src/testing';

beforeEach(() => removeToken());

test('when a token is kept, then a call goes to /api with JSON, credentials and the Bearer token', async () => {
  writeToken(token);
  const fetch = installFetch(() => ({ status: 200, body: { ok: true } }));

  const answer = await api.post<{ ok: boolean }>('/cart/add', { productId: 'p1', quantity: 2 });

  expect(answer).toEqual({ ok: true });
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe('/api/cart/add');
  expect(init).toMatchObject({
    method: 'POST',
    credentials: 'include',
    body: '{"productId":"p1","quantity":2}',
  });
  expect(headersOf(fetch)).toEqual({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
  });
});

test('when no token is kept, then no Authorization header is sent', async () => {
  const fetch = installFetch(() => ({ status: 200, body: [] }));

  await api.get('/categories');

  expect(headersOf(fetch)).toEqual({ Accept: 'application/json' });
});

test('when a path is already written with /api/, then it is not prefixed twice', async () => {
  const fetch = installFetch(() => ({ status: 200, body: { count: 3 } }));

  await api.get('/api/inbox/unread-count');
  await api.delete('cart');

  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/inbox/unread-count', '/api/cart']);
  expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'DELETE' });
});

test('when the server answers an error with a message, then ApiError carries its status, message and errors', async () => {
  installFetch(() => ({
    status: 400,
    body: { message: 'Email already used', errors: [{ msg: 'bad email' }] },
  }));

  const error = await api
    .post('/users/register', {}, { defaultMessage: 'Registration failed' })
    .catch((e) => e);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: 'Email already used', errors: [{ msg: 'bad email' }] });
});

test('when a validation answer names the field first, then the message is the sentence only', async () => {
  const msg = 'password: Password must be at least 6 characters';
  installFetch(() => ({ status: 400, body: { message: msg, errors: [{ msg }] } }));

  const error = await api.put('/users/profile', { password: '1' }).catch((e) => e);

  expect(error).toMatchObject({ status: 400, message: 'Password must be at least 6 characters' });
});

test('when a message that is not a validation item has a colon, then it is kept whole', async () => {
  installFetch(() => ({ status: 409, body: { message: 'Conflict: Email already used' } }));

  const error = await api.post('/users/register', {}).catch((e) => e);

  expect(error).toMatchObject({ status: 409, message: 'Conflict: Email already used' });
});

test('when the server answers an error without a message, then the caller default is the message', async () => {
  installFetch(() => ({ status: 502, body: '<html>Bad gateway</html>' }));

  const error = await api
    .get('/users/profile', { defaultMessage: 'Failed to fetch profile' })
    .catch((e) => e);

  expect(error).toMatchObject({ name: 'ApiError', status: 502, message: 'Failed to fetch profile' });
});

test('when the network fails, then ApiError has status 0 and the default message', async () => {
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));

  const error = await api
    .put('/users/profile', {}, { defaultMessage: 'Failed to update profile' })
    .catch((e) => e);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, message: 'Failed to update profile' });
});

test('when the answer is empty, then the call resolves to undefined', async () => {
  installFetch(() => ({ status: 204 }));

  await expect(api.delete('/cart')).resolves.toBeUndefined();
});

test('when a form is posted, then it is sent as is without a JSON content type', async () => {
  const fetch = installFetch(() => ({ status: 201, body: {} }));
  const form = new FormData();
  form.append('placement', 'about-hero');

  await api.post('/promotion-banners', form);

  expect(fetch.mock.calls[0]![1].body).toBe(form);
  expect(headersOf(fetch)['Content-Type']).toBeUndefined();
});

describe('api.upload', () => {
  const form = () => {
    const body = new FormData();
    body.append('name', 'Serum');
    return body;
  };

  it('when it sends, then the token goes along, progress is told and the answer is the parsed body', async () => {
    writeToken('tok-1');
    const { uploads } = installUpload(() => ({ status: 201, body: { _id: 'p1' } }));
    const progress: number[] = [];

    const answer = await api.upload('POST', '/products', form(), { onProgress: (p) => progress.push(p) });

    expect(answer).toEqual({ _id: 'p1' });
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/products' });
    expect(uploads[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(progress).toEqual([50]);
  });

  it('when the server refuses with a validation list, then the error carries its message without the field', async () => {
    installUpload(() => ({
      status: 400,
      body: { message: 'price: Price must be a number', errors: [{ msg: 'price: Price must be a number' }] },
    }));

    await expect(
      api.upload('PUT', '/products/p1', form(), { defaultMessage: 'Failed' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Price must be a number',
    });
  });

  it('when the server rejects the token, then the session renews it and the write is sent once more with the new one', async () => {
    writeToken('tok-expired');
    const renew = jest.fn(async () => 'tok-fresh');
    onTokenRejected(renew);
    const { uploads } = installUpload((upload) =>
      upload.headers.Authorization === 'Bearer tok-fresh'
        ? { status: 201, body: { _id: 'c1' } }
        : rejectedToken,
    );

    await expect(api.upload('POST', '/categories', form())).resolves.toEqual({ _id: 'c1' });
    expect(renew).toHaveBeenCalledWith('tok-expired');
    expect(uploads).toHaveLength(2);
  });

  it('when the session cannot renew a rejected token, then the write fails with the 401', async () => {
    writeToken('tok-expired');
    onTokenRejected(async () => null);
    const { uploads } = installUpload(() => rejectedToken);

    await expect(api.upload('POST', '/categories', form())).rejects.toMatchObject({ status: 401 });
    expect(uploads).toHaveLength(1);
  });
});
