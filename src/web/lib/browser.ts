/**
 * Full-page navigation (leaving the SPA: sign-out reload, OAuth provider). One seam, so UI tests can
 * replace it: jsdom cannot navigate.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
