export { sandboxConfigSchema, type SandboxConfig } from './config';
export { createSandbox, type PaymentSandbox, type SandboxOptions } from './http/sandbox-app';
export { startSandbox, type RunningSandbox, type StartSandboxOptions } from './http/sandbox-server';
export type { WebhookTargets } from './domain/settle-payment';
export type { WebhookDelivery } from './clients/webhook-sender';
