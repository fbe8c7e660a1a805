import { lineKey, type OrderLineRef } from '@glow/contracts/browser';
import { chooseItems, unitsOutOfRange } from '../orders-texts';

/** A line of which some units may be chosen: at most `quantity`. */
export interface UnitsLine extends OrderLineRef {
  name: string;
  quantity: number;
}

/** Units as typed, by line key (the variant's id, else the product's). */
export type UnitsDraft = Record<string, string>;

export interface UnitsErrors {
  /** No line has a unit chosen. */
  lines?: string;
  /** By line key: units outside 0..quantity. */
  units?: Record<string, string>;
}

/** Only the lines with units to choose from. */
export const choosable = <L extends UnitsLine>(lines: L[]): L[] => lines.filter((line) => line.quantity > 0);

/** Every line at 0 units. */
export const noUnits = (lines: UnitsLine[]): UnitsDraft =>
  Object.fromEntries(lines.map((line) => [lineKey(line), '0']));

/** Units as typed: blank is none; anything but a whole number in 0..most is undefined. */
export function unitsOf(text: string | undefined, most: number): number | undefined {
  const units = (text ?? '').trim() === '' ? 0 : Number(text);
  return Number.isInteger(units) && units >= 0 && units <= most ? units : undefined;
}

/** The request's `lines`: each line with units chosen (a checked draft's). */
export const chosenLines = (lines: UnitsLine[], units: UnitsDraft) =>
  lines
    .map((line) => ({
      productId: line.productId,
      ...(line.variantId === undefined ? {} : { variantId: line.variantId }),
      quantity: unitsOf(units[lineKey(line)], line.quantity) ?? 0,
    }))
    .filter((line) => line.quantity > 0);

/** What is wrong with the units, line by line, else that none is chosen; an empty object when they can be sent. */
export function checkUnits(lines: UnitsLine[], units: UnitsDraft): UnitsErrors {
  const wrong: Record<string, string> = {};
  for (const line of lines)
    if (unitsOf(units[lineKey(line)], line.quantity) === undefined)
      wrong[lineKey(line)] = unitsOutOfRange(line.quantity);
  if (Object.keys(wrong).length > 0) return { units: wrong };
  return chosenLines(lines, units).length > 0 ? {} : { lines: chooseItems };
}

export const hasUnitsErrors = ({ lines, units }: UnitsErrors) =>
  Boolean(lines || (units && Object.keys(units).length > 0));
