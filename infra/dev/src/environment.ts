import { serviceUrlVariable } from '@glow/topology';
import type { AdminAccount } from './admin-account';
import type { DataPaths } from './data-dir';
import type { JwtKeys } from './keys';
import type { ServiceName, StartedService } from './services';

export interface EmbeddedSettings {
  databaseUrl: string;
  poolMax?: number;
  keys: JwtKeys;
  /** The file holding MFA_SECRET_KEY (admins' authenticator secrets at rest). */
  mfaSecretKeyFile: string;
  admin: AdminAccount;
  paths: DataPaths;
  /** The payment sandbox's address, in test mode (payment-sandbox.ts). */
  paymentSandboxUrl?: string;
}

/**
 * Each service gets the runner's environment plus what the embedded defaults decided. Ports are
 * assigned before any service starts, so each one's peers are known by address like in compose.
 */
export function serviceEnv(
  name: ServiceName,
  base: NodeJS.ProcessEnv,
  settings: EmbeddedSettings,
  ports: Record<ServiceName, number>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    PORT: String(ports[name]),
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
    if (!base.MFA_SECRET_KEY) env.MFA_SECRET_KEY_FILE = base.MFA_SECRET_KEY_FILE || settings.mfaSecretKeyFile;
    env.ADMIN_EMAIL = settings.admin.email;
    env.ADMIN_USERNAME = settings.admin.username;
    env.ADMIN_PASSWORD = settings.admin.password;
    env.MAIL_DIR = base.MAIL_DIR || settings.paths.mail;
    // Plain http on localhost: a Secure cookie would not be kept by every browser there.
    env.REFRESH_COOKIE_SECURE = base.REFRESH_COOKIE_SECURE || 'false';
    const shopUrl = base.SHOP_URL || gatewayUrl(base);
    if (shopUrl) env.SHOP_URL = shopUrl;
  }
  if (name === 'order') {
    // The peers order calls on the command side; a variable set by hand still wins.
    for (const peer of ['cart', 'catalog', 'payment'] as const) {
      const variable = serviceUrlVariable(peer);
      env[variable] = base[variable] || `http://127.0.0.1:${ports[peer]}`;
    }
    env.MAIL_DIR = base.MAIL_DIR || settings.paths.mail;
    const shopUrl = base.SHOP_URL || gatewayUrl(base);
    if (shopUrl) env.SHOP_URL = shopUrl;
  }
  if (name === 'payment' && settings.paymentSandboxUrl) {
    env.FLUTTERWAVE_BASE_URL = settings.paymentSandboxUrl;
    env.PAYSTACK_BASE_URL = settings.paymentSandboxUrl;
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
export function gatewayUrl(base: NodeJS.ProcessEnv): string | undefined {
  const port = Number(base.PORT || 8080);
  return Number.isInteger(port) && port > 0 ? `http://localhost:${port}` : undefined;
}

export function gatewayEnv(
  base: NodeJS.ProcessEnv,
  ports: { port: number; opsPort: number },
  services: StartedService[],
  settings: EmbeddedSettings,
  site: { STATIC_DIR: string; STATIC_MOUNTS: string },
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    PORT: String(ports.port),
    OPS_PORT: String(ports.opsPort),
    JWT_PUBLIC_KEY: settings.keys.publicKey,
    ...site,
  };
  for (const service of services) env[serviceUrlVariable(service.name)] = service.url;
  if (settings.paymentSandboxUrl) env.PAYMENT_SANDBOX_URL = settings.paymentSandboxUrl;
  return env;
}
