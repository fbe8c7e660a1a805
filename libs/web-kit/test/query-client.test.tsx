import { act } from '@testing-library/react';
import { ApiError, errorText, queryClient, session } from '../src';
import { admin, shopper, token } from '../src/testing';

beforeEach(() => act(() => session.logout()));

test('when the user logs out, then nothing they loaded stays in the page-wide query cache', () => {
  act(() => session.login(token, shopper));
  queryClient.setQueryData(['profile'], shopper);

  act(() => session.logout());

  expect(queryClient.getQueryData(['profile'])).toBeUndefined();
});

test('when another user takes over the session, then the previous user data is gone', () => {
  act(() => session.login(token, shopper));
  queryClient.setQueryData(['profile'], shopper);

  act(() => session.login(token, admin));

  expect(queryClient.getQueryData(['profile'])).toBeUndefined();
});

test('when the same user is updated, then the cache stays', () => {
  act(() => session.login(token, shopper));
  queryClient.setQueryData(['profile'], shopper);

  act(() => session.update({ ...shopper, username: 'ada-renamed' }));

  expect(queryClient.getQueryData(['profile'])).toEqual(shopper);
});

test('when a call failed, then the screen text is the server message, else the fallback', () => {
  expect(errorText(new ApiError(400, 'Email already used'), 'Registration failed')).toBe(
    'Email already used',
  );
  expect(errorText(new TypeError('boom'), 'Registration failed')).toBe('Registration failed');
});
