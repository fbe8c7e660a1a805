import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
export const ticksPerSecond = 100;

/** A process's /proc/<pid>/stat fields after its command (which is in parentheses and may hold spaces). */
export function statFields(pid: string | number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The sum of `count` clock-tick fields from index 11 (utime, then stime, cutime, cstime), in seconds. */
const tickSeconds = (pid: number, count: number) =>
  statFields(pid)
    .slice(11, 11 + count)
    .reduce((sum, ticks) => sum + Number(ticks), 0) / ticksPerSecond;

/** CPU seconds a process has used so far (user + system), from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  return tickSeconds(pid, 2);
}

/**
 * CPU seconds a process and the children it has reaped have used so far: a tree's sum of these
 * over its live members keeps the time of members that ended (PostgreSQL's closed backends, nginx's
 * workers of an old config), which the live members' own times alone would drop.
 */
export function cpuSecondsWithReapedChildren(pid: number): number {
  return tickSeconds(pid, 4);
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
