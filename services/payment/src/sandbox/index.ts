export { createSandbox, type PaymentSandbox, type SandboxOptions } from './create-sandbox';
export type { WebhookTargets } from './settle-payment';
