import type { Logger, ServiceMetrics } from '@glow/service-kit';
import { Gauge } from 'prom-client';
import { modeWarnings, providerModes, type ModeSettings, type ProviderMode } from './provider-mode';

export interface ModeReportParts {
  settings: ModeSettings;
  metrics: ServiceMetrics;
  logger: Logger;
}

/**
 * `payment_provider_mode{mode}`: 1 for the mode in use, 0 for the other, so an alert can watch for a
 * sandbox where real shoppers are. Allowed-but-odd settings are logged as warnings.
 */
export function reportProviderMode(ctx: ModeReportParts, mode: ProviderMode): void {
  const gauge = new Gauge({
    name: 'payment_provider_mode',
    help: 'The payment providers this instance uses (sandbox: no real money)',
    labelNames: ['mode'],
    registers: [ctx.metrics.registry],
  });
  for (const each of providerModes) gauge.set({ mode: each }, each === mode ? 1 : 0);
  ctx.logger.info({ mode }, `payment providers: ${mode}`);
  for (const warning of modeWarnings(ctx.settings)) ctx.logger.warn({ mode }, warning);
}
