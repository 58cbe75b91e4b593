-- The role the app runs as on a PostgreSQL server, so that the admin audit
-- (admin_actions) is append-only for the app itself: this role does not own
-- the table, so it cannot disable or drop its trigger, and it is granted no
-- UPDATE, DELETE or TRUNCATE on it. README "The admin audit" explains the setup.
--
-- Run it as the role that owns the tables (the one that applied the migrations),
-- in the app's database, after every start that applied new migrations:
--   psql "$OWNER_DATABASE_URL" -f docs/postgres-app-role.sql
-- then give the role a password once: ALTER ROLE uncensored_app PASSWORD '...';

DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'uncensored_app') THEN
    CREATE ROLE uncensored_app LOGIN;
  END IF;
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO uncensored_app', current_database());
  -- The job queue (pg-boss) keeps its own schema, which the app creates and owns.
  EXECUTE format('GRANT CREATE ON DATABASE %I TO uncensored_app', current_database());
END
$$;

-- The migrations' bookkeeping: read to see that nothing is pending (and
-- CREATE so the migrator's "create ... if not exists" passes). New migrations
-- are applied by the owner, never by this role.
GRANT USAGE, CREATE ON SCHEMA drizzle TO uncensored_app;
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO uncensored_app;

GRANT USAGE ON SCHEMA public TO uncensored_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO uncensored_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO uncensored_app;

-- The audit: read and append only.
REVOKE UPDATE, DELETE, TRUNCATE ON admin_actions FROM uncensored_app;
