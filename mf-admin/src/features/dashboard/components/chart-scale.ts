/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`, so the axis reads in round figures; 0 stays 0. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((candidate) => candidate * magnitude >= value) ?? 10;
  return step * magnitude;
}
