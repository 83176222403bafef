import { matchRoutes, type RouteObject } from '../router';
import { describe, expect, it } from 'vitest';
import { VITAL_PAGES } from '@gh/domain/vital-pages';
import { routes } from '../../app/all-routes';
import { pagePattern } from './page-pattern';

/** Every page pattern of the route map, as the router nests them. */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...patterns(route.children ?? [], here)];
  });
}

describe('pagePattern', () => {
  it('names every page of the route map by a pattern the server accepts', () => {
    const all = patterns(routes).map((p) => (p.endsWith('/*') ? '*' : p));
    expect(new Set(all)).toEqual(new Set(VITAL_PAGES));
    for (const pattern of all) {
      const url = pattern === '*' ? '/bestaat-niet' : pattern.replace(/:\w+/g, 'voorbeeld');
      expect(pagePattern(matchRoutes(routes, url) ?? []), url).toBe(pattern);
    }
  });

  it('never gives the URL itself', () => {
    expect(pagePattern(matchRoutes(routes, '/menu/amsterdam') ?? [])).toBe('/menu/:city');
    expect(pagePattern(matchRoutes(routes, '/admin/edit/3f1e') ?? [])).toBe('/admin/edit/:id');
    expect(pagePattern(matchRoutes(routes, '/betaald?order=geheim') ?? [])).toBe('/betaald');
    expect(pagePattern(matchRoutes(routes, '/en/menu/amsterdam') ?? [])).toBe('/en/menu/:city');
    expect(pagePattern(matchRoutes(routes, '/en') ?? [])).toBe('/en');
    expect(pagePattern(matchRoutes(routes, '/en/bestaat-niet') ?? [])).toBe('*');
  });
});
