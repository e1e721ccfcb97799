import { posix } from 'node:path';

/** Where a file sits decides which rules apply to it; every path here is relative to the checked root. */

export const isTest = (file: string) => /\.(test|spec)\.tsx?$|^tests\/|^server\/test\//.test(file);

/** Tests, migrations and seeds hold long data by nature; the size rules leave them be. */
export const mayBeLong = (file: string) => isTest(file) || /\/migrations\/|\/seed[^/]*\.ts$/.test(file);

export const isServer = (file: string) => file.startsWith('server/');

/** Shared plumbing every router leans on: it must stay free of any query, or the wall between features leaks. */
export const isHttpPlumbing = (file: string) => file.startsWith('server/http/') && !isTest(file);

/** Named a routes file (routes.ts, my-browser-routes.ts, ...); a router not so named is found by what it does. */
export const isNamedRoutes = (file: string) => isServer(file) && /routes\.ts$/.test(posix.basename(file));

export const featureOf = (file: string) => /^server\/features\/([^/]+)\//.exec(file)?.[1];

/** The one door of a feature: what other code may import from it. */
export const doorOf = (feature: string) => `server/features/${feature}/index.ts`;
