import { z } from 'zod';

const secondsPerUnit = { s: 1, m: 60, h: 3_600, d: 86_400, w: 604_800, y: 31_557_600 } as const;
const written = /^(\d+)\s*([smhdwy]?)$/;

function toSeconds(value: string): number {
  const [, amount, unit] = written.exec(value)!;
  return Number(amount) * (unit ? secondsPerUnit[unit as keyof typeof secondsPerUnit] : 1);
}

/** A duration setting as people write it (`15m`, `12h`, `7d`, or plain seconds: `900`), read as seconds. */
export function durationInSeconds(fallback: string) {
  return z
    .string()
    .regex(written, 'must be like 15m, 12h, 7d or 900 (seconds)')
    .default(fallback)
    .transform(toSeconds);
}
