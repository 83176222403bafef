/**
 * The route table and its matching: which routes a URL's path selects, with their params. The same
 * rules as React Router's (its ranking, its ids), so the server and the browser name every route
 * alike and the server's loader data, keyed by route id, hydrates the browser's routes.
 */
import type { ComponentType, ReactNode } from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  /** Names the history entry: scroll positions are kept under it. "default" for a page load's first. */
  key: string;
}

export type To = string | Partial<Path>;
export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

/** What a route's `lazy` module brings: its data and its screens. */
export interface RouteModule {
  loader?: LoaderFunction;
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  HydrateFallback?: ComponentType | null;
}

export interface RouteObject extends RouteModule {
  id?: string;
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  element?: ReactNode;
  lazy?: () => Promise<RouteModule>;
}

export interface RouteMatch {
  /** The route's id, given or derived from its place in the table ("0-1-2"). */
  id: string;
  route: RouteObject;
  params: Params;
  /** The part of the URL's path this route and its parents matched. */
  pathname: string;
}

const ids = new WeakMap<RouteObject, string>();

/** React Router's ids: a route's own id, else its indexes from the top of the table joined by "-". */
export function assignIds(routes: RouteObject[], parent: string[] = []): void {
  routes.forEach((route, i) => {
    const place = [...parent, String(i)];
    ids.set(route, route.id ?? place.join('-'));
    if (route.children) assignIds(route.children, place);
  });
}

export function routeId(route: RouteObject): string {
  const id = ids.get(route);
  if (id === undefined) throw new Error('A route outside the router’s table');
  return id;
}

interface Branch {
  routes: RouteObject[];
  score: number;
  /** Its place in the table, to keep the table's order among equal scores. */
  order: number;
}

const isSplat = (segment: string) => segment === '*';

/** React Router's ranking: static segments before params before splats; index routes first. */
function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) {
    if (isSplat(s)) continue;
    total += /^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10;
  }
  return total;
}

function joinPaths(a: string, b: string): string {
  return `${a}/${b}`.replace(/\/\/+/g, '/');
}

/** Every route that can end a match (a leaf, an index, a parent with a path), its parents before it. */
function flatten(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentPath = '',
  out: Branch[] = [],
): Branch[] {
  for (const route of routes) {
    const own = route.path ?? '';
    // A child's absolute path (tests write `/menu` below a pathless layout) includes its parents'.
    const path = own.startsWith('/') ? own : joinPaths(parentPath, own);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, out);
    if (route.path === undefined && !route.index) continue;
    out.push({ routes: chain, score: score(path, route.index), order: out.length });
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Matcher {
  pattern: RegExp;
  names: string[];
  splat: boolean;
}

/**
 * Each path's pattern is built once: every match tries the table's branches in turn, and a page
 * load matches the same path three times before hydrating (issue 28 item 10: no long task).
 */
const matchers = new Map<string, Matcher>();

function matcherFor(path: string, end: boolean): Matcher {
  const key = `${end ? '$' : '^'}${path}`;
  const known = matchers.get(key);
  if (known) return known;
  const names: string[] = [];
  let source = '^';
  const segments = path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean);
  let splat = false;
  for (const segment of segments) {
    if (isSplat(segment)) {
      splat = true;
      break;
    }
    if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '\\/([^\\/]+)';
    } else source += `\\/${escape(segment)}`;
  }
  if (splat) source += '(?:\\/(.+)|\\/*)$';
  else if (end) source += '\\/*$';
  else source += '(?=\\/|$)';
  const matcher = { pattern: new RegExp(source, 'i'), names, splat };
  matchers.set(key, matcher);
  return matcher;
}

/** Matches one route's path at the start of `pathname`; `end` asks for all of it. Case-insensitive. */
function matchPath(path: string, pathname: string, end: boolean): { params: Params; matched: string } | null {
  const { pattern, names, splat } = matcherFor(path, end);
  const found = pattern.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    params[name] = safeDecode(found[i + 1]!);
  });
  if (splat) params['*'] = found[names.length + 1] ? safeDecode(found[names.length + 1]!) : '';
  const matched = splat
    ? found[0].slice(0, found[0].length - (found[names.length + 1]?.length ?? 0))
    : found[0];
  return { params, matched: matched.replace(/\/+$/, '') };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const matches: RouteMatch[] = [];
  let base = '';
  let params: Params = {};
  branch.routes.forEach((route, i) => {
    if (matches.length !== i) return;
    const last = i === branch.routes.length - 1;
    const own = route.path ?? '';
    const rest = own.startsWith('/') ? pathname : pathname.slice(base.length) || '/';
    const found = matchPath(own, rest.startsWith('/') ? rest : `/${rest}`, last);
    if (!found) return;
    if (!own.startsWith('/')) base = joinPaths(base, found.matched);
    else base = found.matched;
    params = { ...params, ...found.params };
    matches.push({ id: routeId(route), route, params, pathname: base || '/' });
  });
  return matches.length === branch.routes.length ? matches.map((m) => ({ ...m, params })) : null;
}

const branchesOf = new WeakMap<RouteObject[], Branch[]>();

/** The routes a path selects, from the top of the table down, or null when none does. */
export function matchRoutes(routes: RouteObject[], location: string | Partial<Path>): RouteMatch[] | null {
  let branches = branchesOf.get(routes);
  if (!branches) {
    assignIds(routes);
    branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    branchesOf.set(routes, branches);
  }
  const pathname = (typeof location === 'string' ? parsePath(location).pathname : location.pathname) ?? '/';
  for (const branch of branches) {
    const matches = matchBranch(branch, pathname || '/');
    if (matches) return matches;
  }
  return null;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    parsed.hash = rest.slice(hash);
    rest = rest.slice(0, hash);
  }
  const search = rest.indexOf('?');
  if (search >= 0) {
    parsed.search = rest.slice(search);
    rest = rest.slice(0, search);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const s = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + s + h;
}

/** Where `to` leads from `from`: absolute paths as they are, relative ones from `from`'s path. */
export function resolvePath(to: To, from: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = from;
  if (target.pathname) {
    if (target.pathname.startsWith('/')) pathname = target.pathname;
    else {
      const segments = from.replace(/\/+$/, '').split('/');
      for (const part of target.pathname.split('/')) {
        if (part === '..') {
          if (segments.length > 1) segments.pop();
        } else if (part !== '.') segments.push(part);
      }
      pathname = segments.join('/') || '/';
    }
  }
  return {
    pathname,
    search:
      target.search && target.search !== '?'
        ? target.search.startsWith('?')
          ? target.search
          : `?${target.search}`
        : '',
    hash:
      target.hash && target.hash !== '#'
        ? target.hash.startsWith('#')
          ? target.hash
          : `#${target.hash}`
        : '',
  };
}
