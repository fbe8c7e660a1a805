import { ConfigError } from '@glow/service-kit';
import { loadGatewayConfig } from '../src/config';

const urls = {
  USER_SERVICE_URL: 'http://user:3001',
  CATALOG_SERVICE_URL: 'http://catalog:3002',
  CART_SERVICE_URL: 'http://cart:3003',
  ORDER_SERVICE_URL: 'http://order:3004',
  PAYMENT_SERVICE_URL: 'http://payment:3005',
  MESSAGING_SERVICE_URL: 'http://messaging:3006',
  NOTIFICATION_SERVICE_URL: 'http://notification:3007',
  DASHBOARD_SERVICE_URL: 'http://dashboard:3008',
};

describe('gateway configuration', () => {
  it('when only the service URLs are given, then the defaults apply', () => {
    const config = loadGatewayConfig(urls);

    expect(config).toMatchObject({
      PORT: 8080,
      RATE_LIMIT_PER_MINUTE: 600,
      UPSTREAM_TIMEOUT_MS: 10_000,
      HEALTH_TIMEOUT_MS: 2_000,
      PRODUCT_CHECK_TIMEOUT_MS: 1_500,
      TRUST_PROXY: false,
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.STATIC_DIR).toBeUndefined();
    expect(config.STATIC_MOUNTS).toEqual([]);
  });

  it('when STATIC_MOUNTS lists prefixes and folders, then each becomes a mount without a trailing slash', () => {
    const config = loadGatewayConfig({
      ...urls,
      STATIC_MOUNTS: '/mf/storefront/=/srv/sf, /mf/admin=/srv/admin',
    });

    expect(config.STATIC_MOUNTS).toEqual([
      { prefix: '/mf/storefront', dir: '/srv/sf' },
      { prefix: '/mf/admin', dir: '/srv/admin' },
    ]);
  });

  it.each(['mf/storefront=/srv/sf', '/api/x=/srv/x', '/mf/admin='])(
    'when STATIC_MOUNTS has the bad item %s, then start-up fails naming the variable',
    (value) => {
      expect(() => loadGatewayConfig({ ...urls, STATIC_MOUNTS: value })).toThrow(/STATIC_MOUNTS/);
    },
  );

  it('when a service URL is missing or malformed, then start-up fails naming the variable', () => {
    const { CATALOG_SERVICE_URL: _omitted, ...rest } = urls;

    expect(() => loadGatewayConfig(rest)).toThrow(ConfigError);
    expect(() => loadGatewayConfig(rest)).toThrow(/CATALOG_SERVICE_URL/);
    expect(() => loadGatewayConfig({ ...urls, CART_SERVICE_URL: 'cart' })).toThrow(/CART_SERVICE_URL/);
  });

  it('when LOG_LEVEL is not a level (verbose), then start-up fails naming LOG_LEVEL', () => {
    expect(() => loadGatewayConfig({ ...urls, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('when a limit is not a positive number, then start-up fails naming it', () => {
    expect(() => loadGatewayConfig({ ...urls, RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadGatewayConfig({ ...urls, UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('when TRUST_PROXY is %s, then Express gets %p', (value, expected) => {
    expect(loadGatewayConfig({ ...urls, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('when TRUST_PROXY is true, then start-up fails: any client could then pick its own address', () => {
    expect(() => loadGatewayConfig({ ...urls, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe/,
    );
  });
});
