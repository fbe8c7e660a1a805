import { useMutation } from '@tanstack/react-query';
import { ApiError, readToken } from '@glow/web-kit';
import { subscribersQuery, type SubscriberFilters } from './get-subscribers';

export const exportFailure = 'Failed to export subscribers.';

const revokeAfterMs = 1000;

/** glow-subscribers-YYYY-MM-DD.csv, dated in the admin's own time zone. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `glow-subscribers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** The web kit's client reads JSON; a CSV is fetched here, with the same Bearer token. */
async function fetchCsv(filters: Pick<SubscriberFilters, 'search' | 'status'>): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/newsletter/subscribers.csv${subscribersQuery(filters)}`, {
      credentials: 'include',
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, exportFailure);
  }
  if (!response.ok) throw new ApiError(response.status, exportFailure);
  return new Blob([await response.text()], { type: 'text/csv;charset=utf-8' });
}

function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers still read the URL just after the click.
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

export async function exportSubscribers(filters: Pick<SubscriberFilters, 'search' | 'status'>) {
  saveFile(await fetchCsv(filters), exportFileName());
}

export const useExportSubscribers = () => useMutation({ mutationFn: exportSubscribers });
