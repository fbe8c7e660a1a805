import { isDeepStrictEqual } from 'node:util';

export type Fields = Record<string, unknown>;

/** Only the fields whose values differ between two states of one thing: an admin action's before and after. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...names].filter((name) => !isDeepStrictEqual(before[name], after[name]));
  const only = (fields: Fields) =>
    Object.fromEntries(changed.filter((name) => name in fields).map((name) => [name, fields[name]]));
  return { before: only(before), after: only(after) };
}

/** True when `changedFields` found anything: an edit that changed nothing is not recorded. */
export function anyChanged(change: { before: Fields; after: Fields }): boolean {
  return Object.keys(change.before).length > 0 || Object.keys(change.after).length > 0;
}
