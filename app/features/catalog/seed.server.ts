import type { Database } from "~/db/db.server";

export async function seedDemoContent(_db: Database) {}
