import type { Order } from '@glow/contracts';
import { orderItemImage } from './order-item-image';

/** One ordered line as the shopper's and the admin's order screens show it. */
export interface OrderLine {
  productId: string;
  name: string;
  image: string;
  quantity: number;
  /** What one unit was bought at: its discount price when it had one. */
  unitPrice: number;
  lineTotal: number;
}

/** The order's lines at the prices they were bought at. */
export function orderLines(order: Pick<Order, 'orderItems'>): OrderLine[] {
  return order.orderItems.map(({ product, quantity }) => {
    const unitPrice = product.discountPrice ?? product.price;
    return {
      productId: product._id,
      name: product.name,
      image: orderItemImage(product.images),
      quantity,
      unitPrice,
      lineTotal: unitPrice * quantity,
    };
  });
}
