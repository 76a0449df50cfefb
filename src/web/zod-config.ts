import { z } from "zod";

// Zod compiles fast parsers with new Function, which our Content-Security-Policy (no eval) refuses,
// and each attempt is reported as a CSP violation. Schemas read this when they are built, so main.tsx
// imports this module before anything that defines one.
z.config({ jitless: true });
