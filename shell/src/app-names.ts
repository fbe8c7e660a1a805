/** Module Federation names of the microfrontends, which are also their single-spa names. */
export const appNames = ['mf_storefront', 'mf_checkout', 'mf_admin'] as const;

export type AppName = (typeof appNames)[number];

export function slotId(name: AppName): string {
  return `glow-app-${name}`;
}
