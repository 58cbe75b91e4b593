export * from "./auth";
export * from "./accounts";
export * from "./credits";
export * from "./catalog";
export * from "./media";
export * from "./billing";
export * from "./generation";
export * from "./settings";
