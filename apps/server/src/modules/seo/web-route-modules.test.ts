import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANDING_ROUTE_MODULES, PAGE_ROUTE_MODULES, WEB_ROUTE_MODULE_PATHS } from './web-route-modules';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');

describe('web route modules', () => {
  it('names only web source files that exist, so a renamed page fails here instead of losing its preload', () => {
    const missing = WEB_ROUTE_MODULE_PATHS.filter((file) => !existsSync(path.join(webRoot, file)));
    expect(missing).toEqual([]);
  });

  it('lists every path of both tables', () => {
    for (const file of [...Object.values(PAGE_ROUTE_MODULES), ...Object.values(LANDING_ROUTE_MODULES)])
      expect(WEB_ROUTE_MODULE_PATHS).toContain(file);
    expect(existsSync(path.join(webRoot, 'package.json'))).toBe(true);
  });
});
