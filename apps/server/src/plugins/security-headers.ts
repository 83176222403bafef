/**
 * The security headers of every answer, computed once at start-up and copied onto each reply in one
 * synchronous hook. Pages and files get what helmet would send (CSP and the rest); JSON answers under
 * /api/ get the headers that matter for a response no browser renders (the OWASP REST set): a CSP
 * that forbids everything, nosniff, CORP, no referrer and HSTS. Helmet built the whole set per request
 * through a chain of middlewares, which cost the menu API more than half of its throughput.
 */
import type { FastifyInstance } from 'fastify';
import {
  decodedPath,
  isApiPath,
  isStaticImagePath,
  isSubresourceAssetPath,
  routedPath,
} from '../lib/routed-path';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Hashes of the inline scripts of the page shell (`'sha256-…'`), allowed by the CSP. */
  scriptHashes: readonly string[];
  /** Hashes of the stylesheets inlined in server-rendered pages (`'sha256-…'`), allowed by the CSP. */
  styleHashes: readonly string[];
}

/** HSTS only in production, where the site is served over HTTPS. */
function strictTransportSecurity(production: boolean): Record<string, string> {
  return production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
}

export function contentSecurityPolicy({
  production,
  scriptHashes,
  styleHashes,
}: SecurityHeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['media-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['manifest-src', "'self'"],
    // The service worker (decision 042), from the site's root only.
    ['worker-src', "'self'"],
  ];
  if (production) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join(';');
}

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

function permissionsPolicy(allowWakeLock: boolean): string {
  return [
    ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
    // The kitchen board keeps the tablet's screen on (issue 27): its pages, and only its own origin,
    // may hold the Screen Wake Lock. The customer's pages never ask for it.
    `screen-wake-lock=${allowWakeLock ? '(self)' : '()'}`,
  ].join(', ');
}

/** The Permissions-Policy of the customer's pages. */
export const PERMISSIONS_POLICY = permissionsPolicy(false);
/** The Permissions-Policy of the staff's pages (below /admin), where the kitchen board runs. */
export const ADMIN_PERMISSIONS_POLICY = permissionsPolicy(true);

/**
 * Whether a page belongs to the staff. The web app loads a link from a customer's page to /admin as
 * a new document (main.tsx), so the admin's policy is the one its document was served with; the
 * customer's pages reached from the admin stay in the admin's document, which is harmless.
 */
export function isAdminPagePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function securityHeaders(
  options: SecurityHeaderOptions,
  permissions = PERMISSIONS_POLICY,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': permissions,
    'referrer-policy': 'no-referrer',
    ...strictTransportSecurity(options.production),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // The same as CSP's frame-ancestors 'none', for browsers that predate it.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** The headers of a JSON answer of the API. */
export function apiSecurityHeaders({
  production,
}: Pick<SecurityHeaderOptions, 'production'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...strictTransportSecurity(production),
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The headers of a built script, stylesheet or font under /assets/ (issue 28). CSP, Permissions-Policy,
 * framing and the rest govern a document and mean nothing on a subresource, yet cost ~1.2 KB on each
 * of the ~25 files of a first visit. nosniff (scripts and styles only run with their own type), CORP
 * and HSTS are what a subresource needs. SVG and HTML keep the page's set: opened on their own, they are
 * documents.
 */
export function assetSecurityHeaders({
  production,
}: Pick<SecurityHeaderOptions, 'production'>): Record<string, string> {
  return {
    'cross-origin-resource-policy': 'same-origin',
    ...strictTransportSecurity(production),
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The headers of a static picture (issue 28): an SVG opened on its own is a document, so it gets a CSP,
 * but one of its own that lets nothing run or load (`sandbox`, no script, no fetch; inline styles for
 * the drawing only), stricter than the page's and ~1 KB shorter than the page's set on each of the
 * menu's pictures. Framing stays forbidden.
 */
export function imageSecurityHeaders({
  production,
}: Pick<SecurityHeaderOptions, 'production'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';style-src 'unsafe-inline';frame-ancestors 'none';sandbox",
    'cross-origin-resource-policy': 'same-origin',
    ...strictTransportSecurity(production),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Sets the security headers and the request id on every reply, before any route or error runs. API or
 * page is decided on the route the request matched, not on how its URL was spelled.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const page = Object.entries(securityHeaders(options));
  const adminPage = Object.entries(securityHeaders(options, ADMIN_PERMISSIONS_POLICY));
  const api = Object.entries(apiSecurityHeaders(options));
  const asset = Object.entries(assetSecurityHeaders(options));
  const image = Object.entries(imageSecurityHeaders(options));
  app.addHook('onRequest', (request, reply, done) => {
    const path = routedPath(request);
    const decoded = decodedPath(request);
    const headers = isApiPath(path)
      ? api
      : isAdminPagePath(path)
        ? adminPage
        : isSubresourceAssetPath(decoded)
          ? asset
          : isStaticImagePath(decoded)
            ? image
            : page;
    for (const [name, value] of headers) reply.header(name, value);
    reply.header('x-request-id', request.id);
    done();
  });
}
