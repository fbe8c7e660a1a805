import type { z } from 'zod';
import type { ServiceDefinition } from '@glow/service-kit';
import { startServiceForTest } from './service';

export interface ProbeAnswers {
  health: number;
  readiness: unknown;
  metrics: string;
}

/** Starts a service on a fresh database, reads its three probes, and stops it. */
export async function probeFreshService<S extends z.ZodObject, D>(
  definition: ServiceDefinition<S, D>,
): Promise<ProbeAnswers> {
  const running = await startServiceForTest(definition);
  try {
    const health = (await fetch(`${running.url}/healthz`)).status;
    const readiness = await (await fetch(`${running.url}/readyz`)).json();
    const metrics = await (await fetch(`${running.url}/metrics`)).text();
    return { health, readiness, metrics };
  } finally {
    await running.stop();
  }
}
