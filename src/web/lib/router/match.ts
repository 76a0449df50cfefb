import type { ComponentType, ReactNode } from "react";

/**
 * A route of the app (src/web/app/routes.tsx). The shape is React Router's subset we use, so the route
 * table reads the same: nested paths, index routes, a page chunk loaded by `lazy.Component`, an
 * error boundary that renders inside the layout.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  element?: ReactNode;
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  /** Shown while the first page's chunk loads in a browser that got no server-rendered page. */
  HydrateFallback?: ComponentType | null;
  lazy?: { Component?: () => Promise<ComponentType> };
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the URL this route and its parents matched. */
  pathname: string;
}

interface Branch {
  routes: RouteObject[];
  /** The branch's whole path, split into segments ("" segments dropped). */
  segments: string[];
  /** How many of those segments each route of the chain and its parents take (for each match's pathname). */
  depths: number[];
  score: number;
  /** Definition order, the tiebreak between equal scores. */
  order: number;
}

function segmentsOf(path: string | undefined): string[] {
  return (path ?? "").split("/").filter(Boolean);
}

/**
 * Every path an optional segment stands for, as React Router's explodeOptionalSegments, longest
 * first: ":lang?/about" -> [":lang", "about"] and ["about"].
 */
function variantsOf(segments: string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const tails = variantsOf(rest);
  if (!first.endsWith("?")) return tails.map((tail) => [first, ...tail]);
  return [...tails.map((tail) => [first.slice(0, -1), ...tail]), ...tails];
}

// React Router's ranking: a static segment beats a parameter, which beats a splat; an index route
// beats its layout. "/admin/ideas/generate" therefore wins over "/admin/ideas/:slug" wherever defined.
function scoreOf(segments: string[], isIndex: boolean): number {
  let score = segments.length + (isIndex ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") score -= 2;
    else if (segment.startsWith(":")) score += 3;
    else score += 10;
  }
  return score;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/**
 * Every path of the tree that can render, best first: each route with children contributes its
 * children's paths and, when it has a path of its own, that path alone (its Outlet then renders
 * nothing), as in React Router. A pathless layout never matches by itself.
 */
function branchesOf(routes: RouteObject[]): Branch[] {
  const cached = branchCache.get(routes);
  if (cached) return cached;
  const branches: Branch[] = [];
  const walk = (list: RouteObject[], parents: RouteObject[], parentSegments: string[], parentDepths: number[]) => {
    for (const route of list) {
      const chain = [...parents, route];
      for (const own of variantsOf(segmentsOf(route.path))) {
        const segments = [...parentSegments, ...own];
        const depths = [...parentDepths, segments.length];
        if (route.children?.length) {
          walk(route.children, chain, segments, depths);
          if (!route.path) continue;
        }
        branches.push({ routes: chain, segments, depths, score: scoreOf(segments, Boolean(route.index)), order: branches.length });
      }
    }
  };
  walk(routes, [], [], []);
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  branchCache.set(routes, branches);
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The chain of routes (outermost first) that renders `pathname`, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const parts = pathname.split("/").filter(Boolean);
  for (const branch of branchesOf(routes)) {
    const params: Params = {};
    let matched = true;
    let consumed = 0;
    for (const segment of branch.segments) {
      if (segment === "*") {
        params["*"] = parts.slice(consumed).map(decode).join("/");
        consumed = parts.length;
        break;
      }
      const part = parts[consumed];
      if (part === undefined) {
        matched = false;
        break;
      }
      if (segment.startsWith(":")) params[segment.slice(1)] = decode(part);
      else if (segment.toLowerCase() !== part.toLowerCase()) {
        matched = false;
        break;
      }
      consumed++;
    }
    if (!matched || consumed !== parts.length) continue;
    return branch.routes.map((route, index) => ({ route, params, pathname: `/${parts.slice(0, branch.depths[index]).join("/")}` }));
  }
  return null;
}

/**
 * Loads the page chunks a match needs (each route's once; the loaded component stays on the route).
 * A chunk that does not arrive (a deploy replaced the files, the network failed) becomes a component
 * that throws, so its route shows the error boundary as a render error would; this never rejects.
 */
export async function loadLazyRoutes(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      const load = route.lazy?.Component;
      if (!load) return;
      try {
        route.Component = await load();
        route.lazy = undefined;
      } catch (error) {
        // Kept lazy: the next navigation here tries the chunk again.
        route.Component = function ChunkFailed() {
          throw error;
        };
      }
    }),
  );
}

/** Whether a match still has page chunks to load (a failed one is tried again). */
export function hasLazyRoutes(matches: RouteMatch[]): boolean {
  return matches.some(({ route }) => route.lazy?.Component);
}
