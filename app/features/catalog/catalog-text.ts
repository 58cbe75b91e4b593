// The words the admin screens and their endpoints use for each kind of catalogue record.

export type CatalogKind = "app" | "generator";

export const CATALOG_TEXT = {
  app: {
    noun: "app",
    Noun: "App",
    addNew: "Add New App",
    saveError: "Error saving app",
    deleteError: "Error deleting app",
    created: "App created successfully",
    updated: "App updated successfully",
    deleted: "App deleted successfully",
  },
  generator: {
    noun: "generator",
    Noun: "Generator",
    addNew: "Add New Generator",
    saveError: "Error saving generator",
    deleteError: "Error deleting generator",
    created: "Generator created successfully",
    updated: "Generator updated successfully",
    deleted: "Generator deleted successfully",
  },
} as const satisfies Record<CatalogKind, Record<string, string>>;
