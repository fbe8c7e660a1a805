export type PageSlot = number | 'gap-start' | 'gap-end';

const windowSize = 5;

/** Up to 5 page numbers around `page` (shifted near the ends), plus first and last with gaps. */
export function pageWindow(page: number, totalPages: number): PageSlot[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = Math.max(1, Math.min(current - 2, totalPages - windowSize + 1));
  const end = Math.min(totalPages, start + windowSize - 1);
  const slots: PageSlot[] = [];
  if (start > 1) slots.push(1);
  if (start > 2) slots.push('gap-start');
  for (let n = start; n <= end; n++) slots.push(n);
  if (end < totalPages - 1) slots.push('gap-end');
  if (end < totalPages) slots.push(totalPages);
  return slots;
}
