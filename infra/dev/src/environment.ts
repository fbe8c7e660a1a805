import type { AdminAccount } from './admin-account';
import type { DataPaths } from './data-dir';
import type { JwtKeys } from './keys';
import type { ServiceName, StartedService } from './services';

export interface EmbeddedSettings {
  databaseUrl: string;
  poolMax?: number;
  keys: JwtKeys;
  admin: AdminAccount;
  paths: DataPaths;
}

/** Each service gets the runner's environment plus what the embedded defaults decided. */
export function serviceEnv(
  name: ServiceName,
  base: NodeJS.ProcessEnv,
  settings: EmbeddedSettings,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    JWT_PUBLIC_KEY: settings.keys.publicKey,
  };
  if (settings.poolMax !== undefined) env.DATABASE_POOL_MAX = String(settings.poolMax);
  if (name === 'catalog') {
    env.SEED_DEMO = base.SEED_DEMO || 'true';
    env.UPLOADS_DIR = settings.paths.uploads;
  }
  if (name === 'user') {
    env.JWT_PRIVATE_KEY_FILE = settings.keys.privateKeyFile;
    env.ADMIN_EMAIL = settings.admin.email;
    env.ADMIN_USERNAME = settings.admin.username;
    env.ADMIN_PASSWORD = settings.admin.password;
    env.MAIL_DIR = base.MAIL_DIR || settings.paths.mail;
    // Plain http on localhost: a Secure cookie would not be kept by every browser there.
    env.REFRESH_COOKIE_SECURE = base.REFRESH_COOKIE_SECURE || 'false';
  }
  if (name === 'order') {
    // CART_/CATALOG_/PAYMENT_SERVICE_URL are not known yet (every service opens port 0 at once):
    // the runner hands order a `serviceUrls` lookup instead; a set variable still wins.
    env.MAIL_DIR = base.MAIL_DIR || settings.paths.mail;
    const shopUrl = base.SHOP_URL || gatewayUrl(base);
    if (shopUrl) env.SHOP_URL = shopUrl;
  }
  if (name === 'payment') {
    const shopUrl = base.SHOP_URL || gatewayUrl(base);
    if (shopUrl) env.SHOP_URL = shopUrl;
  }
  if (name === 'messaging') {
    env.MAIL_DIR = base.MAIL_DIR || settings.paths.mail;
    const shopUrl = base.SHOP_URL || gatewayUrl(base);
    if (shopUrl) env.SHOP_URL = shopUrl;
  }
  return env;
}

/**
 * The gateway's address as the runner will open it (PORT, default 8080), for the links in mails.
 * PORT=0 picks a port only when the gateway starts, after the services: the service's default stays.
 */
function gatewayUrl(base: NodeJS.ProcessEnv): string | undefined {
  const port = Number(base.PORT || 8080);
  return Number.isInteger(port) && port > 0 ? `http://localhost:${port}` : undefined;
}

export function gatewayEnv(
  base: NodeJS.ProcessEnv,
  ports: { port: number; opsPort: number },
  services: StartedService[],
  settings: EmbeddedSettings & { staticDir: string; staticMounts: string },
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    PORT: String(ports.port),
    OPS_PORT: String(ports.opsPort),
    JWT_PUBLIC_KEY: settings.keys.publicKey,
    STATIC_DIR: settings.staticDir,
    STATIC_MOUNTS: settings.staticMounts,
  };
  for (const service of services) env[`${service.name.toUpperCase()}_SERVICE_URL`] = service.url;
  return env;
}
