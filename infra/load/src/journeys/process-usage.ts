import { readdirSync, readFileSync } from 'node:fs';
import { cpuSeconds, cpuSecondsWithReapedChildren, statFields } from '../process-cpu';

const commandOf = (pid: string) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim();

const parentOf = (pid: string) => statFields(pid)[1]!;

const engineNames: Record<string, string> = {
  postgres: 'PostgreSQL',
  'redis-server': 'Redis',
  kcat: 'Kafka mock',
};

/** A process's resident memory in MB, or undefined once it is gone. */
function residentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
    return Number.isFinite(kib) ? kib / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The process and every process below it (the embedded runner's PGlite child). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(parentOf(entry));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** Resident memory of a process with its children, in MB. */
export function treeResidentMb(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + (residentMb(member) ?? 0), 0);
}

export interface MemoryTrace {
  name: string;
  /** [seconds since the trace began, MB] */
  points: [number, number][];
}

/** Samples each process tree's memory every `everyMs` until stopped. */
export function traceMemory(processes: { name: string; pid: number }[], everyMs: number) {
  const started = Date.now();
  const traces: MemoryTrace[] = processes.map(({ name }) => ({ name, points: [] }));
  const sample = () => {
    const at = (Date.now() - started) / 1000;
    processes.forEach(({ pid }, index) => traces[index]!.points.push([at, treeResidentMb(pid)]));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): MemoryTrace[] {
      clearInterval(timer);
      sample();
      return traces;
    },
  };
}

/** Least-squares slope of y over x: MB per second for a memory trace. */
export function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

/** CPU seconds a process tree has used so far (user + system), its members that ended included. */
export function treeCpuSeconds(pid: number): number {
  let seconds = 0;
  for (const member of processTree(pid)) {
    try {
      seconds += cpuSecondsWithReapedChildren(member);
    } catch {
      // gone meanwhile
    }
  }
  return seconds;
}

/** The machine's engines by their command name: PostgreSQL's processes, Redis, the Kafka mock (kcat). */
export function enginePids(): { name: string; pid: number }[] {
  const engines: { name: string; pid: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = commandOf(entry);
      const name = engineNames[command];
      // The first of its kind only (PostgreSQL's postmaster): its tree holds the backends.
      if (name && commandOf(parentOf(entry)) !== command) engines.push({ name, pid: Number(entry) });
    } catch {
      // gone meanwhile
    }
  }
  return engines;
}

/** CPU seconds by name (processes of one name summed) until `stop` is called. */
export function countCpu(processes: { name: string; pid: number }[]) {
  const used = () => {
    const byName = new Map<string, number>();
    for (const { name, pid } of processes) byName.set(name, (byName.get(name) ?? 0) + treeCpuSeconds(pid));
    return byName;
  };
  const before = used();
  return {
    stop(): Map<string, number> {
      const after = used();
      return new Map([...after].map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)]));
    },
  };
}

/** CPU seconds of each live PostgreSQL backend serving `database` (its process title names it). */
function backendCpuSeconds(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (commandOf(entry) !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.includes(` ${database} `)) backends.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return backends;
}

/**
 * CPU seconds of one database's backends until `stop`: on a machine whose PostgreSQL serves others
 * too, this store's share. A backend that ends meanwhile is not counted (under load a pool keeps its
 * connections, so this misses little).
 */
export function countDatabaseCpu(database: string) {
  const before = backendCpuSeconds(database);
  return {
    stop(): number {
      let seconds = 0;
      for (const [pid, after] of backendCpuSeconds(database)) seconds += after - (before.get(pid) ?? 0);
      return seconds;
    },
  };
}
