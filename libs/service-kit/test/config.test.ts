import { baseConfigSchema, ConfigError, loadConfig } from '@glow/service-kit';

describe('ADMIN_MFA_REQUIRED', () => {
  it.each([
    { env: { NODE_ENV: 'production' }, required: true },
    { env: {}, required: false },
    { env: { NODE_ENV: 'development' }, required: false },
    { env: { NODE_ENV: 'production', ADMIN_MFA_REQUIRED: 'false' }, required: false },
    { env: { ADMIN_MFA_REQUIRED: 'true' }, required: true },
  ])('when the environment is $env, then it is $required', ({ env, required }) => {
    expect(loadConfig(baseConfigSchema, env).ADMIN_MFA_REQUIRED).toBe(required);
  });

  it('when it is neither true nor false, then loadConfig throws a ConfigError naming it, in production too', () => {
    const load = () => loadConfig(baseConfigSchema, { NODE_ENV: 'production', ADMIN_MFA_REQUIRED: 'yes' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/ADMIN_MFA_REQUIRED/);
  });

  it('when production fills in the default, then the environment it was given is left as it was', () => {
    const env = { NODE_ENV: 'production' };
    loadConfig(baseConfigSchema, env);
    expect(env).toEqual({ NODE_ENV: 'production' });
  });
});
