import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "~/db/db.server";
import type { TestProject } from "vitest/node";
import { withDatabase } from "./test-database";

// Migrates one template database per test run; each test file copies it.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `uai_template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const handle = openDatabase({ url: withDatabase(serverUrl, name) });
  await handle.migrate();
  await handle.close();
  project.provide("templateDatabase", name);
  return async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}
