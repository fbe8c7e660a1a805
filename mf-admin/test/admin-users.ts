import type { User } from '@glow/contracts';

export const adminUser: User = { _id: 'a1', username: 'chioma', email: 'chioma@glow.ng', isAdmin: true };
export const shopper: User = { _id: 'u1', username: 'tunde', email: 'tunde@example.com', isAdmin: false };
export const token = 'header.payload.signature';
