import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  dashboardFeedVersionParam,
  type DashboardAnswer,
  type DashboardFeedItemV2,
} from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { loadDashboardFailed } from '../dashboard-texts';

export const getDashboard = () =>
  api.get<DashboardAnswer>(`/api/dashboard?${new URLSearchParams(dashboardFeedVersionParam)}`, {
    defaultMessage: loadDashboardFailed,
  });

export const dashboardKey = ['admin', 'dashboard'] as const;

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKey, queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(getDashboardQueryOptions());

/** The answer with a pushed entry on top of its feed: once only, and no longer than the server's 20. */
export function withFeedItem(answer: DashboardAnswer, item: DashboardFeedItemV2): DashboardAnswer {
  const rest = answer.feed.filter((entry) => entry.id !== item.id);
  return { ...answer, feed: [item, ...rest].slice(0, Math.max(answer.feed.length, 20)) };
}
