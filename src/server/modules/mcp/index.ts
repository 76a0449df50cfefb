// The mcp module's public face: nothing for other modules; app.ts mounts its routes.
export {};
