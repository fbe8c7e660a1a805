import { generateKeyPairSync, createSign } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { loginAs, pageUrl, seededAdmin, signToken, stackUnderTest, useBrowser } from '../support';

const browser = useBrowser();

const postConsent = (token: string) =>
  fetch(`${stackUnderTest().url}/api/users/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ consent: 'accepted' }),
  });

/** A well-formed RS256 token from a key the stack has never seen. */
function foreignToken(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ _id: 'x', isAdmin: true, tv: 0 })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey, 'base64url')}`;
}

function profileRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/profile') requests.push(request);
  });
  return requests;
}

const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });

describe('the login helper', () => {
  it('when it signs a token for the seeded admin, then the stack accepts it and refuses a foreign one', async () => {
    const { claims } = await seededAdmin();
    expect(claims.isAdmin).toBe(true);
    const accepted = await postConsent(signToken(claims));
    expect(accepted.status).toBe(201);
    expect(accepted.headers.get('www-authenticate')).toBeNull();
    // Consent is public: a refused token is answered as anonymous, flagged invalid_token.
    const refused = await postConsent(foreignToken());
    expect(refused.status).toBe(201);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });
});

describe('session', () => {
  it(
    'when the login helper signs a context in, then the refresh cookie is HttpOnly, SameSite=Strict and scoped to the refresh path',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      await loginAs(page);
      const cookies = await context.cookies(pageUrl('/api/users/refresh'));
      expect(cookies).toEqual([
        expect.objectContaining({
          name: 'glow_refresh',
          path: '/api/users/refresh',
          httpOnly: true,
          sameSite: 'Strict',
        }),
      ]);
      expect(await context.cookies(pageUrl('/'))).toEqual([]);
    }),
  );

  it(
    'when the session behind the refresh cookie was ended elsewhere, then the page starts signed out and the header offers Login',
    browser.test(
      async ({ open }) => {
        const { page } = await open();
        const requests = profileRequests(page);
        const token = await loginAs(page);
        const ended = await fetch(`${stackUnderTest().url}/api/users/logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(ended.status).toBe(204);
        await page.goto(pageUrl('/'));
        await loginLink(page).waitFor();
        expect(requests).toHaveLength(0);
        expect(await page.evaluate(() => window.localStorage.getItem('hasSession'))).toBeNull();
      },
      { allowErrors: [/status of 401 .*\/api\/users\/refresh/] },
    ),
  );

  it(
    'when local storage holds a corrupt token, then it is cleared without a profile call',
    browser.test(async ({ open }) => {
      const { page, context } = await open();
      const requests = profileRequests(page);
      await context.addInitScript(() => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem('seeded', 'yes');
          window.localStorage.setItem('authToken', '{"not": "a token"}');
          window.localStorage.setItem('cart', '[{"broken"');
        }
      });
      await page.goto(pageUrl('/'));
      await loginLink(page).waitFor();
      expect(requests).toHaveLength(0);
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
      expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
      expect(await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).count()).toBe(1);
    }),
  );
});

describe('the harness', () => {
  it(
    'when a page logs an error or throws, then the harness collects both',
    browser.test(async ({ open }) => {
      const { page, errors } = await open();
      await page.goto(pageUrl('/about'));
      await page.evaluate(() => {
        // Runs in the page: the error the harness must catch.
        // eslint-disable-next-line no-console
        console.error('deliberate console error');
        setTimeout(() => {
          throw new Error('deliberate uncaught error');
        });
      });
      await page.waitForTimeout(100);
      expect(errors).toEqual([
        expect.stringContaining('deliberate console error'),
        'uncaught: deliberate uncaught error',
      ]);
      errors.length = 0;
    }),
  );
});
