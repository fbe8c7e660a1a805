import { signedCallers } from '@glow/testing';
import { startCatalog, type CatalogUnderTest } from './support/start-catalog';

// Answers the API fuzzer found wrong (docs/RELIABILITY.md, "Fuzzing from the API description").
let catalog: CatalogUnderTest;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

it('when an admin names a category with a NUL character, then it answers 400 with a message, not 500', async () => {
  const answer = await fetch(`${catalog.url}/api/categories`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${signedCallers(catalog.running).admin}`,
    },
    body: JSON.stringify({ name: 'Skin\u0000care' }),
  });
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({ message: 'Text must not contain NUL (U+0000) characters' });
});

it('when a URL is longer than the HTTP parser takes, then it answers 431 as JSON { message }', async () => {
  const answer = await fetch(`${catalog.url}/api/products/${'a'.repeat(20_000)}`);
  expect(answer.status).toBe(431);
  expect(await answer.json()).toEqual({ message: 'Request headers or URL are too large' });
});
