/**
 * `pnpm --filter @attune/server admin <command>`: the staff's commands (no staff screen exists).
 *
 * - The clinic's (`clinic-admin.ts`): access codes and appointments. They open the same database as the
 *   server: DATABASE_URL, or the embedded one in DATA_DIR. The embedded database can be opened by one
 *   process at a time, so stop the server first or use PostgreSQL.
 *
 *     admin access-code create [--code 123456] [--clinic NAME] [--max-uses 1] [--expires-in-days N]
 *       (without --expires-in-days a code expires after core's ACCESS_CODE_DEFAULT_EXPIRY_DAYS, 30 days)
 *     admin appointment create --child ID
 *     admin appointment schedule --id ID --at ISO-INSTANT --join-url URL
 *     admin appointment complete --id ID
 *
 * - The catalogue's (`catalogue-admin.ts`): load an operator's catalogue (validated, in one transaction,
 *   idempotent; `--dry-run` prints the changes and writes nothing) or export the one in place. A relative
 *   `--file` is read from where the command was typed (pnpm's INIT_CWD). Same database as the clinic's.
 *
 *     admin catalogue import --file catalogue.json [--dry-run]
 *     admin catalogue export [--file catalogue.json]
 *
 * - Billing (`../billing/billing-admin.ts`): the renewal job at an instant, and refunds.
 *
 *     admin billing run [--at ISO-INSTANT]
 *     admin billing refund --purchase ID
 *
 * - Reminders (`../notifications/reminders-admin.ts`): one run of the hourly reminder job at an instant.
 *
 *     admin reminders run [--at ISO-INSTANT]
 *
 * - The lab's (`lab-results.ts`): a child's Food Sensitivity kit moved on (mailed, sample received) and
 *   its results, sent to a running server's `/admin` routes with ADMIN_TOKEN (ATTUNE_URL, default
 *   http://127.0.0.1:3000); each tells the family.
 *
 *     admin food-sensitivity ship --child <id>
 *     admin food-sensitivity received --child <id>
 *     admin food-sensitivity-results --child <id> --file <results.json>
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, silentLogger } from '../app';
import { runBillingAdmin } from '../billing/billing-admin';
import { createDatabase } from '../db/database';
import { runRemindersAdmin } from '../notifications/reminders-admin';
import { runCatalogueAdmin } from './catalogue-admin';
import { runClinicAdmin } from './clinic-admin';
import { runLabAdmin } from './lab-results';

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const argv = process.argv.slice(2);
  if (argv[0] === 'food-sensitivity-results' || argv[0] === 'food-sensitivity') {
    process.exitCode = await runLabAdmin(argv, process.env);
  } else {
    const here = dirname(fileURLToPath(import.meta.url));
    const url = process.env.DATABASE_URL;
    const database = await createDatabase(
      url ? { url } : { dataDir: resolve(process.env.DATA_DIR ?? resolve(here, '../../.data')) },
    );
    try {
      const { ctx } = createApp({ db: database.db, logger: silentLogger });
      console.log(
        argv[0] === 'catalogue'
          ? await runCatalogueAdmin(ctx, argv, process.env.INIT_CWD ?? process.cwd())
          : argv[0] === 'billing'
            ? await runBillingAdmin(ctx, argv.slice(1))
            : argv[0] === 'reminders'
              ? await runRemindersAdmin(ctx, argv.slice(1))
              : await runClinicAdmin(ctx, argv),
      );
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    } finally {
      await database.close();
    }
  }
}
