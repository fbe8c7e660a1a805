import { itDescribesEveryRoute, itSurvivesFuzzing } from '@glow/testing';
import { startMailingService, type MailingUnderTest } from './support/newsletter-service';

let messaging: MailingUnderTest;
beforeAll(async () => {
  messaging = await startMailingService();
});
afterAll(() => messaging.stop());

itDescribesEveryRoute({ running: () => messaging.running, opaqueMounts: [] });
itSurvivesFuzzing({ running: () => messaging.running });
