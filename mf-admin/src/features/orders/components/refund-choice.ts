import { lineKey, type Refundable, type RefundOrderRequest } from '@glow/contracts/browser';
import { amountTooHigh, amountTooLow, amountTooPrecise } from '../refund-texts';
import { formatCharged } from './format';
import { checkUnits, chosenLines, choosable, hasUnitsErrors, noUnits, unitsOf } from './line-units';
import type { UnitsDraft, UnitsErrors } from './line-units';
import { lineAmount, toMinor, wholeAmount } from './refundable';

export type RefundPart = NonNullable<Refundable['part']>;
export type RefundKind = 'whole' | 'lines' | 'amount';

/** The dialog's choice as its fields hold it: units per product id and the amount, as typed. */
export interface RefundDraft {
  kind: RefundKind;
  units: UnitsDraft;
  amount: string;
}

export interface RefundDraftErrors extends UnitsErrors {
  amount?: string;
}

export type RefundChoice = Omit<RefundOrderRequest, 'reason'>;

/** The part the dialog offers: only lines with units left. */
export function partOf({ part }: Refundable): RefundPart | undefined {
  return part && { ...part, lines: choosable(part.lines) };
}

export const newDraft = (part?: RefundPart): RefundDraft => ({
  kind: 'whole',
  units: noUnits(part?.lines ?? []),
  amount: '',
});

const linesTotal = (part: RefundPart, draft: RefundDraft) =>
  part.lines.reduce(
    (minor, line) =>
      minor + toMinor(lineAmount(unitsOf(draft.units[lineKey(line)], line.quantity) ?? 0, line.unitAmount)),
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

/** What is wrong with the choice, field by field; an empty object when it can be sent. */
export function checkDraft(draft: RefundDraft, part?: RefundPart): RefundDraftErrors {
  if (!part || draft.kind === 'whole') return {};
  if (draft.kind === 'lines') return checkUnits(part.lines, draft.units);
  const amount = amountError(draft.amount, part);
  return amount ? { amount } : {};
}

export const hasErrors = (errors: RefundDraftErrors) => Boolean(errors.amount) || hasUnitsErrors(errors);

/** The request's `lines` or `amount` for a checked draft; neither for the whole refund. */
export function toChoice(draft: RefundDraft, part?: RefundPart): RefundChoice {
  if (!part || draft.kind === 'whole') return {};
  if (draft.kind === 'amount') return { amount: Number(draft.amount) };
  return { lines: chosenLines(part.lines, draft.units) };
}
