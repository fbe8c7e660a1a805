import { readdirSync, readFileSync } from 'node:fs';

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
      // The parent pid is the fourth field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
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
