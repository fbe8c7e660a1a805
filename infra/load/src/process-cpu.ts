import { readFile } from 'node:fs/promises';

/** CPU seconds (user + system) the process has used so far, from `/proc/<pid>/stat`. */
export async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime are the 14th and 15th fields; the split dropped the first two.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
