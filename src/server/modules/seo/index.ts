// The seo module's public face: other modules import it through this file only. Nothing in it is
// for other modules yet: app.ts mounts its routes and pages/spa.ts renders its head tags.
export {};
