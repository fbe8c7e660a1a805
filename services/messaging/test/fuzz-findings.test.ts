import { startMailingService, type MailingUnderTest } from './support/newsletter-service';

// Answers the API fuzzer found wrong (docs/RELIABILITY.md, "Fuzzing from the API description").
let messaging: MailingUnderTest;
beforeAll(async () => {
  messaging = await startMailingService();
});
afterAll(() => messaging.stop());

it.each(['/api/newsletter/subscribers.csv', '/api/newsletter/subscribers'])(
  'when an admin searches %s for a text with a NUL character, then it answers 400 with a message before any row',
  async (path) => {
    const answer = await messaging.call('GET', `${path}?search=a%00b`, { token: messaging.adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'search: must not contain NUL (U+0000) characters' });
  },
);
