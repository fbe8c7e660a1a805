import { readFileSync } from 'node:fs';
import { ticksPerSecond } from './process-cpu';

interface MachineCpu {
  busySeconds: number;
  totalSeconds: number;
}

/** CPU seconds of every core so far, busy and in all, from /proc/stat's first line. */
function machineCpu(): MachineCpu {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is inside user already)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busySeconds: busy / ticksPerSecond, totalSeconds: (busy + idle + iowait) / ticksPerSecond };
}

/** The whole machine's busy CPU seconds, and its share of all cores' time, until `stop`. */
export function countMachineCpu() {
  const before = machineCpu();
  return {
    stop(): { busySeconds: number; busyShare: number } {
      const after = machineCpu();
      const busySeconds = after.busySeconds - before.busySeconds;
      return {
        busySeconds,
        busyShare: busySeconds / Math.max(1e-9, after.totalSeconds - before.totalSeconds),
      };
    },
  };
}
