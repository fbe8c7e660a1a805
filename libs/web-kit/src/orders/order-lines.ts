import type { Order } from '@glow/contracts';
import { lineKeyOf, lineName } from '../variants/variant-names';
import { orderItemImage } from './order-item-image';

/** One ordered line as the shopper's and the admin's order screens show it. */
export interface OrderLine {
  /** Tells the order's lines apart: two shades of a product are two lines. */
  key: string;
  productId: string;
  /** 'Matte Lip Crayon — Shade: Chestnut' for a variant; the product's name otherwise. */
  name: string;
  image: string;
  quantity: number;
  /** What one unit was bought at: its discount price when it had one. */
  unitPrice: number;
  lineTotal: number;
}

/** The order's lines at the prices they were bought at. */
export function orderLines(order: Pick<Order, 'orderItems'>): OrderLine[] {
  return order.orderItems.map((item) => {
    const { product, quantity, variant } = item;
    const unitPrice = product.discountPrice ?? product.price;
    return {
      key: lineKeyOf(item),
      productId: product._id,
      name: lineName(product.name, variant?.options),
      image: orderItemImage(product.images),
      quantity,
      unitPrice,
      lineTotal: unitPrice * quantity,
    };
  });
}
