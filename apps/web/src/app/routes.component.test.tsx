// Parts of the route table that are not in every page's first script (ADR 067): the landing route's module and the
// sign-in pages' layout are loaded with the routes that need them, and the server can name the landing module's
// chunk in a landing page's HTML.
import type { RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import { createQueryClient } from '../lib/react-query';
import { AuthLayout } from './layouts/auth-layout';
import { createRoutes, type RouteHandle } from './routes';

function find(routes: RouteObject[], matches: (route: RouteObject) => boolean): RouteObject | undefined {
  for (const route of routes) {
    if (matches(route)) return route;
    const inner = find(route.children ?? [], matches);
    if (inner) return inner;
  }
  return undefined;
}

for (const side of ['browser', 'server'] as const) {
  test(`the landing route's module comes with its pages (${side})`, async () => {
    const landing = find(createRoutes(createQueryClient(), side), (route) => route.path === ':landingPath');
    if (!landing) throw new Error('no landing route');
    expect((landing.handle as RouteHandle).module).toBe('src/features/landings/routes/landing-route.tsx');
    expect(landing.element).toBeUndefined();
    const loaded = await (landing.lazy as () => Promise<RouteObject>)();
    expect(typeof loaded.loader).toBe('function');
    expect(loaded.element).toBeDefined();
  });
}

test('the sign-in pages bring their own layout', async () => {
  const routes = createRoutes(createQueryClient(), 'browser');
  const layout = find(routes, (route) => !!route.children?.some((child) => child.path === 'reset-password'));
  if (!layout) throw new Error('no sign-in layout route');
  expect(layout.element).toBeUndefined();
  const loaded = await (layout.lazy as () => Promise<RouteObject>)();
  expect(loaded.Component).toBe(AuthLayout);
});
