// One backup file (docs/decisions/025-backup-and-restore.md): gzip-compressed
// JSON lines. A header, the database's rows table by table, every stored file,
// and an end line with the counts (a file cut short has no end line).

export const BACKUP_FORMAT = "uncensored-ai-backup";
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  kind: "header";
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: "pglite" | "postgres";
  /** The migrations applied to the database backed up (drizzle's hashes, in order). */
  migrations: string[];
  /** Tables in an order that satisfies their foreign keys (parents first). */
  tables: string[];
};

export type BackupLine =
  | BackupHeader
  | { kind: "rows"; table: string; rows: Record<string, unknown>[] }
  | { kind: "file"; bucket: string; key: string; data: string }
  | { kind: "end"; rows: Record<string, number>; files: number };

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** A stored file's content type from its key's extension (keys are ours: name.ext). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Tables ordered so that every table comes after the tables its foreign keys
 * point to (restore inserts in this order). `edges` are [child, parent] pairs.
 */
export function parentsFirst(tables: string[], edges: [string, string][]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (table: string) => {
    if (done.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const [child, parent] of edges) if (child === table && parent !== table) visit(parent);
    visiting.delete(table);
    done.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}
