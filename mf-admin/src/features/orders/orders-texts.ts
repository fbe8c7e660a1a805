export const fetchOrdersFailed = 'Failed to fetch orders';
export const fetchOrderFailed = 'Failed to fetch order';
export const noOrderFound = 'No order found.';
export const noOrdersFound = 'No orders found.';
export const updateStatusFailed = 'Failed to update status';
export const statusUpdated = 'Order status updated successfully.';
export const unknownStatus = 'Unknown';
