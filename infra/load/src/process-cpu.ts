import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's times. */
const ticksPerSecond = 100;

/** CPU seconds a process has used so far (user + system), from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // utime and stime are the 12th and 13th fields after the command, which is in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/**
 * CPU seconds a process and the children it has reaped have used so far: a tree's sum of these
 * over its live members keeps the time of members that ended (PostgreSQL's closed backends, nginx's
 * workers of an old config), which the live members' own times alone would drop.
 */
export function cpuSecondsWithReapedChildren(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime follow utime and stime.
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / ticksPerSecond;
}

/** Runs `work` and the CPU µs `pid` spent on each of the `requests` it reports. */
export async function cpuPerRequest<T extends { requests: number }>(
  pid: number,
  work: () => Promise<T>,
): Promise<T & { cpuMicrosPerRequest: number }> {
  const before = cpuSeconds(pid);
  const result = await work();
  const micros = ((cpuSeconds(pid) - before) * 1e6) / result.requests;
  return { ...result, cpuMicrosPerRequest: Math.round(micros) };
}
