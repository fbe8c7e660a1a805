import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardAnswer, DashboardFeedItemV2 } from '@glow/contracts';
import { live } from '@glow/web-kit';
import { dashboardKey, withFeedItem } from '../api/get-dashboard';

/**
 * A pushed feed entry (a paid order or message in `dashboardUpdated`, a refund case in
 * `dashboardRefundCase`) shows at once, then the figures are fetched again (the refetch cancels any
 * older one still under way, so its answer includes the entry). A reconnection refetches what may
 * have been missed meanwhile.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: dashboardKey });
    const show = (item: DashboardFeedItemV2) => {
      queryClient.setQueryData<DashboardAnswer>(dashboardKey, (answer) =>
        answer ? withFeedItem(answer, item) : answer,
      );
      refetch();
    };
    const stops = [
      live.subscribe('dashboardUpdated', show),
      live.subscribe('dashboardRefundCase', show),
      live.onConnect(refetch),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
