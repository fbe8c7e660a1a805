import { itDescribesEveryRoute, itSurvivesFuzzing, type ServiceUnderTest } from '@glow/service-kit/testing';
import { client, register, type Call } from './http-client';
import { startUserService } from './user-service';

const chief = { identifier: 'chief@glow.test', password: 'chief password' };

let running: ServiceUnderTest;
let call: Call;
beforeAll(async () => {
  running = await startUserService({
    // The callers below sign in before each route: the login limits would soon refuse the admin.
    env: {
      ADMIN_EMAIL: chief.identifier,
      ADMIN_PASSWORD: chief.password,
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000',
    },
  });
  call = client(running.url);
});
afterAll(() => running.stop());

// The user service checks every token against its own users and sessions, and a fuzzed route may
// end them (logout, a new password): each route gets a fresh shopper and a fresh admin sign-in.
async function callers() {
  const shopper = await register(call);
  const admin = await call('POST', '/api/users/login', { body: chief });
  if (admin.status !== 200) throw new Error(`the admin could not sign in: ${admin.text}`);
  return { anonymous: undefined, shopper: shopper.token, admin: admin.body.token as string };
}

itDescribesEveryRoute({ running: () => running, opaqueMounts: [] });
itSurvivesFuzzing({ running: () => running, callers });
