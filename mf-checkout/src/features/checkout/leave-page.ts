/** Leaves the shop for another site (support's chat), as a full page load. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
