import type { Refundable, RefundOrderRequest } from '@glow/contracts/browser';
import { amountTooHigh, amountTooLow, amountTooPrecise, chooseItems, unitsOutOfRange } from '../refund-texts';
import { formatCharged } from './format';
import { lineAmount, toMinor, wholeAmount } from './refundable';

export type RefundPart = NonNullable<Refundable['part']>;
export type RefundKind = 'whole' | 'lines' | 'amount';

/** The dialog's choice as its fields hold it: units per product id and the amount, as typed. */
export interface RefundDraft {
  kind: RefundKind;
  units: Record<string, string>;
  amount: string;
}

export interface RefundDraftErrors {
  /** No line has a unit chosen. */
  lines?: string;
  /** By product id: units outside 0..left. */
  units?: Record<string, string>;
  amount?: string;
}

export type RefundChoice = Omit<RefundOrderRequest, 'reason'>;

/** The part the dialog offers: only lines with units left. */
export function partOf({ part }: Refundable): RefundPart | undefined {
  return part && { ...part, lines: part.lines.filter((line) => line.quantity > 0) };
}

export const newDraft = (part?: RefundPart): RefundDraft => ({
  kind: 'whole',
  units: Object.fromEntries((part?.lines ?? []).map((line) => [line.productId, '0'])),
  amount: '',
});

/** Units as typed: blank is none; anything but a whole number in 0..left is undefined. */
export function unitsOf(text: string | undefined, left: number): number | undefined {
  const units = (text ?? '').trim() === '' ? 0 : Number(text);
  return Number.isInteger(units) && units >= 0 && units <= left ? units : undefined;
}

const linesTotal = (part: RefundPart, draft: RefundDraft) =>
  part.lines.reduce(
    (minor, line) =>
      minor + toMinor(lineAmount(unitsOf(draft.units[line.productId], line.quantity) ?? 0, line.unitAmount)),
    0,
  ) / 100;

/** What the choice gives back, for the dialog's sentence: the typed amount until it is fixed. */
export function draftAmount(refundable: Refundable, draft: RefundDraft): string {
  const { part } = refundable;
  if (!part || draft.kind === 'whole') return wholeAmount(refundable);
  if (draft.kind === 'lines') return formatCharged(linesTotal(part, draft), part.currency);
  const amount = Number(draft.amount);
  return formatCharged(Number.isFinite(amount) && amount > 0 ? toMinor(amount) / 100 : 0, part.currency);
}

function amountError(text: string, part: RefundPart): string | undefined {
  const amount = Number(text);
  if (text.trim() === '' || !Number.isFinite(amount) || amount <= 0) return amountTooLow;
  if (Number(amount.toFixed(2)) !== amount) return amountTooPrecise;
  if (toMinor(amount) > toMinor(part.maxAmount))
    return amountTooHigh(formatCharged(part.maxAmount, part.currency));
  return undefined;
}

function linesErrors(part: RefundPart, draft: RefundDraft): RefundDraftErrors {
  const units: Record<string, string> = {};
  for (const line of part.lines)
    if (unitsOf(draft.units[line.productId], line.quantity) === undefined)
      units[line.productId] = unitsOutOfRange(line.quantity);
  if (Object.keys(units).length > 0) return { units };
  return toChoice(draft, part).lines?.length ? {} : { lines: chooseItems };
}

/** What is wrong with the choice, field by field; an empty object when it can be sent. */
export function checkDraft(draft: RefundDraft, part?: RefundPart): RefundDraftErrors {
  if (!part || draft.kind === 'whole') return {};
  if (draft.kind === 'lines') return linesErrors(part, draft);
  const amount = amountError(draft.amount, part);
  return amount ? { amount } : {};
}

export const hasErrors = ({ lines, units, amount }: RefundDraftErrors) =>
  Boolean(lines || amount || (units && Object.keys(units).length > 0));

/** The request's `lines` or `amount` for a checked draft; neither for the whole refund. */
export function toChoice(draft: RefundDraft, part?: RefundPart): RefundChoice {
  if (!part || draft.kind === 'whole') return {};
  if (draft.kind === 'amount') return { amount: Number(draft.amount) };
  const lines = part.lines
    .map((line) => ({
      productId: line.productId,
      quantity: unitsOf(draft.units[line.productId], line.quantity) ?? 0,
    }))
    .filter((line) => line.quantity > 0);
  return { lines };
}
