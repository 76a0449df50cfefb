export * from "./auth";
export * from "./profiles";
export * from "./ideas";
export * from "./billing";
export * from "./ai";
export * from "./operations";
export * from "./calendar";
export * from "./pipeline";
