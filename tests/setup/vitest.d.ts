declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteTemplate: string;
  }
}
export {};
