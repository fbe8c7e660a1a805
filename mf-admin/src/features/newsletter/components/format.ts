/** "3 Mar 2026" in the admin's own time zone. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "1 subscriber", "2 subscribers". */
export const subscribers = (n: number, kind = '') =>
  `${n} ${kind ? `${kind} ` : ''}${n === 1 ? 'subscriber' : 'subscribers'}`;
