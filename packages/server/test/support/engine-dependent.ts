/**
 * The server test files whose behaviour depends on the database engine. The whole suite runs on PGlite;
 * these files also run on PostgreSQL (vitest's `postgres` project, when DATABASE_URL is set):
 * concurrent statements and claims, LISTEN/NOTIFY, prepared (named) statements, and the time zone job.
 * `processes.int.test.ts` starts its own servers on DATABASE_URL inside the PGlite run, so it is not here.
 */
export const engineDependentFiles: readonly string[] = [
  // LISTEN/NOTIFY: the token cache follows account changes from other processes.
  'test/account-changes.int.test.ts',
  // Concurrent calls share one INSERT of audit rows.
  'test/audit.int.test.ts',
  // Prepared statements (namedQuery) behind the kept answers and their versions.
  'test/caches.int.test.ts',
  // Kept answers through the one door, and a plan started through another server seen by the next read.
  'test/one-door.int.test.ts',
  // Simultaneous completions of one session: row locks and unique constraints.
  'test/concurrency.int.test.ts',
  // Notification channels and the reminder schedule.
  'test/notifications.int.test.ts',
  // The time zone job: the family's day computed in SQL.
  'test/reminder-time-zone.int.test.ts',
  // One claim statement among concurrent reads.
  'test/sleep-import.int.test.ts',
  // Concurrent purchases with one idempotency key.
  'test/writes.int.test.ts',
  // A whole family's journey through the client, as a broad check of the PostgreSQL driver.
  'test/journey.int.test.ts',
  // Two billing jobs at once, in two processes, charge a period once (row locks).
  'test/billing.int.test.ts',
  // A collaborator link spent once by two submissions at the same moment (one UPDATE).
  'test/collaborator-links.int.test.ts',
  // The SQL that mirrors core's rules (the today list, the open check-in item, the rate-limit window).
  'test/core-rules-sql.int.test.ts',
];
