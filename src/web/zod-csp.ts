// The browser's "zod": vite.config.ts aliases the bare "zod" import here for the web build.
//
// Zod compiles fast parsers with new Function, which our Content-Security-Policy (no eval) refuses,
// and each attempt is reported as a CSP violation. Schemas read this setting when they are built, and
// every schema module imports "zod", so configuring it here runs before any schema exists, in
// whichever chunk zod first loads (it is kept off the first page load).
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
