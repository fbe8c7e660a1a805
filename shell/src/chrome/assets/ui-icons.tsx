import type { ReactNode } from 'react';

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HeartIcon = () => (
  <Icon>
    <path d="M12 20s-7-4.4-8.6-9A4.7 4.7 0 0 1 12 7.2 4.7 4.7 0 0 1 20.6 11C19 15.6 12 20 12 20z" />
  </Icon>
);

export const OrdersIcon = () => (
  <Icon>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="m3.5 7.5 8.5 4.5 8.5-4.5M12 12v9" />
  </Icon>
);

export const InboxIcon = () => (
  <Icon>
    <path d="M4 13h4l1.5 2.5h5L16 13h4" />
    <path d="M6 5h12l2 8v6H4v-6z" />
  </Icon>
);

export const CartIcon = () => (
  <Icon>
    <path d="M3 4h2.2l2.2 11h10.4l2-8H6.4" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="16.5" cy="19.5" r="1.3" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.2-4 4.2-6 8-6s6.8 2 8 6" />
  </Icon>
);

export const HomeIcon = () => (
  <Icon>
    <path d="m3 11 9-7 9 7M5.5 9.5V20h13V9.5" />
  </Icon>
);

export const ShopIcon = () => (
  <Icon>
    <path d="M5 8h14l-1 12H6z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const BackIcon = () => (
  <Icon>
    <path d="M15 5 8 12l7 7" />
  </Icon>
);

export const CloseIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon size={16}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
