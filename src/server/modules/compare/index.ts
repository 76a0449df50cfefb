// Compare side by side (issue 26 item 3). Nothing in it is for other modules: app.ts mounts its routes.
export {};
