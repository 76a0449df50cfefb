// The jobs module's public face: other modules import it through this file only.
export { createJobLeases, type JobLeases } from "./job-leases.service";
export { createSingleFlight, type SingleFlight } from "./single-flight";
