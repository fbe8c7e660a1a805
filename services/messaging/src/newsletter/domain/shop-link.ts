/** `${shopUrl}${path}?token=…`, whether or not SHOP_URL ends with a slash or has a path of its own. */
export function shopLink(shopUrl: string, path: string, token: string): string {
  return `${shopUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}
