// The rate-limit module's public face: other modules import it through this file only.
export { createRateLimiter, type RateLimiter } from "./rate-limit.service";
