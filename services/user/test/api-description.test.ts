import {
  accountCallers,
  itDescribesEveryRoute,
  itSurvivesFuzzing,
  type ServiceUnderTest,
} from '@glow/testing';
import { startUserService } from './user-service';

const chief = { identifier: 'chief@glow.test', password: 'chief password' };

let running: ServiceUnderTest;
beforeAll(async () => {
  running = await startUserService({
    // The fuzz callers sign the admin in before each route: the login limits would soon refuse it.
    env: {
      ADMIN_EMAIL: chief.identifier,
      ADMIN_PASSWORD: chief.password,
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000',
    },
  });
});
afterAll(() => running.stop());

itDescribesEveryRoute({ running: () => running, opaqueMounts: [] });
itSurvivesFuzzing({ running: () => running, callers: () => accountCallers(running.url, chief) });
