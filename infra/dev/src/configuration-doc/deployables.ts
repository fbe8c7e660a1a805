import { cartService } from '@glow/cart';
import { catalogService } from '@glow/catalog';
import { dashboardService } from '@glow/dashboard';
import { gatewayConfigSchema } from '@glow/gateway';
import { messagingService } from '@glow/messaging';
import { notificationService } from '@glow/notification';
import { orderService } from '@glow/order';
import { paymentService } from '@glow/payment';
import { sandboxConfigSchema } from '@glow/payment-sandbox';
import { baseConfigSchema, mailConfigSchema, serviceConfigSchema } from '@glow/service-kit';
import { userService } from '@glow/user';

/** A zod object schema of environment variables, as the kit and the gateway validate them. */
export type SettingsSchema = ReturnType<typeof serviceConfigSchema>;

export interface Deployable {
  name: string;
  /** Every variable it validates at start, as its process does. */
  settings: SettingsSchema;
}

const services = [
  catalogService,
  userService,
  cartService,
  orderService,
  paymentService,
  messagingService,
  notificationService,
  dashboardService,
];

export const serviceNames: readonly string[] = services.map((service) => service.name);

/** The gateway and every service, in the order the embedded runner starts them. */
export const storeDeployables: readonly Deployable[] = [
  { name: 'gateway', settings: gatewayConfigSchema },
  ...services.map((service) => ({ name: service.name, settings: serviceConfigSchema(service) })),
];

/** The store's deployables, then the payment sandbox (test mode only: a production payment refuses it). */
export const deployables: readonly Deployable[] = [
  ...storeDeployables,
  { name: 'payment-sandbox', settings: sandboxConfigSchema },
];

/** Settings the kit gives several deployables: documented once each, before each deployable's own. */
export const sharedSettings: readonly { title: string; settings: SettingsSchema }[] = [
  { title: "The service kit's settings", settings: baseConfigSchema },
  { title: "Mail (the service kit's, for the services that send mail)", settings: mailConfigSchema },
];
