import type { ComponentType } from 'react';
import { CartIcon, HeartIcon, InboxIcon, OrdersIcon } from '../assets/ui-icons';

export type BadgeName = 'favourites' | 'orders' | 'inbox' | 'cart';

export interface AccountLink {
  label: string;
  href: string;
  badge: BadgeName;
  Icon: ComponentType;
}

/** Pages that need a signed-in user: a signed-out press goes to /login instead. */
export const accountLinks: AccountLink[] = [
  { label: 'Favourites', href: '/favourites', badge: 'favourites', Icon: HeartIcon },
  { label: 'Orders', href: '/orders', badge: 'orders', Icon: OrdersIcon },
  { label: 'Inbox', href: '/inbox', badge: 'inbox', Icon: InboxIcon },
  { label: 'Cart', href: '/cart-checkout', badge: 'cart', Icon: CartIcon },
];

export const hrefFor = (href: string, signedIn: boolean) => (signedIn ? href : '/login');
