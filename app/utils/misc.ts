import { mergeClasses, type ClassValue } from "./merge-classes";

/** Joins class names (strings, arrays, falsy values skipped) with later Tailwind classes winning conflicts. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(...inputs);
}

/**
 * Whether a value is a Response. Not `instanceof`: @hono/node-server replaces the
 * global Response class, so a Response made elsewhere (React Router, `Response.json`
 * from undici) fails that test in the built server.
 */
export function isResponse(value: unknown): value is Response {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Response).status === "number" &&
    typeof (value as Response).headers?.get === "function" &&
    typeof (value as Response).arrayBuffer === "function" &&
    "body" in value
  );
}
