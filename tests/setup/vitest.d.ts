declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
export {};
