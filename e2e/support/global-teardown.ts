import { takeRunning } from './running-stack';

export default async function globalTeardown(): Promise<void> {
  const running = takeRunning();
  if (!running) return;
  await running.stack.stop();
  await running.upstream.stop();
}
