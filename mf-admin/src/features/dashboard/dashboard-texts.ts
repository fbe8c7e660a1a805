export const loadDashboardFailed = 'Failed to load dashboard.';
export const noActivity = 'No activity yet.';
export const noTopProducts = 'No products sold in the last 30 days.';
