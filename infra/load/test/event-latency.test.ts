import { measureInProcessLatency } from '../src/event-latency';

it('times events from an outbox commit to the browser, through notification', async () => {
  const figure = await measureInProcessLatency(5);

  expect(figure).toMatchObject({ bus: 'in-process', events: 5 });
  expect(Number.isFinite(figure.p99Ms)).toBe(true);
  expect(figure.p50Ms).toBeGreaterThan(0);
});
