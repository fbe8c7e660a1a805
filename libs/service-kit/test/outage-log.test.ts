import { OutageLog } from '../src';
import { capturedLog } from '@glow/testing';

const levelName: Record<number, string> = { 20: 'debug', 30: 'info', 40: 'warn' };

test('when an outage goes on, changes its reason and ends, then it is one warning per reason and one line at the end', () => {
  const { lines, logger } = capturedLog();
  let now = 1_000;
  const outage = new OutageLog(logger, 'the courier', () => now);

  outage.recovered();
  outage.failed(new Error('connect ECONNREFUSED'), 'orders wait');
  now += 30_000;
  outage.failed(new Error('connect ECONNREFUSED'), 'orders wait');
  outage.failed(new Error('answered HTTP 503'), 'orders wait', { courier: 'swift' });
  now += 30_000;
  outage.recovered();
  outage.recovered();

  const written = lines.map(({ level, msg, reason, failures, downForMs, courier }) => [
    levelName[level],
    Object.fromEntries(
      Object.entries({ courier, reason, failures, downForMs }).filter(([, v]) => v !== undefined),
    ),
    msg,
  ]);
  expect(written).toEqual([
    [
      'warn',
      { reason: 'connect ECONNREFUSED', failures: 1 },
      'the courier failed: connect ECONNREFUSED; orders wait',
    ],
    [
      'debug',
      { reason: 'connect ECONNREFUSED', failures: 2 },
      'the courier failed: connect ECONNREFUSED; orders wait',
    ],
    [
      'warn',
      { courier: 'swift', reason: 'answered HTTP 503', failures: 3 },
      'the courier failed: answered HTTP 503; orders wait',
    ],
    [
      'info',
      { failures: 3, downForMs: 60_000 },
      'the courier answers again after 60 s and 3 failed attempts',
    ],
  ]);
});
