/**
 * The site's own address for absolute links in the head (canonical, hreflang). The server renders
 * with its PUBLIC_URL (never the Host header) and hands it to the browser with the page's data, so
 * the hydrating browser writes the same links; a page the browser renders alone uses its address.
 */
let known: string | undefined;

export function setSiteOrigin(origin: string): void {
  known = origin;
}

export function siteOrigin(): string {
  return known ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
