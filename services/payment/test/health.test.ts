import { probeFreshService } from '@glow/testing';
import { paymentService } from '../src';

it('when started on a fresh database, then it migrates, is healthy and ready, and exposes metrics', async () => {
  const probes = await probeFreshService(paymentService);
  expect(probes.health).toBe(200);
  expect(probes.readiness).toEqual({ ready: true, checks: { bus: true, database: true } });
  expect(probes.metrics).toContain('outbox_backlog');
});
