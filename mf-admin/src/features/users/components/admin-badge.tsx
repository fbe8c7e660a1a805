import { Badge } from '@glow/web-kit';

export function AdminBadge({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? <Badge tone="success">Admin</Badge> : <Badge tone="neutral">User</Badge>;
}
