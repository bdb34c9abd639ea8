/**
 * The staff's billing commands (`pnpm --filter @attune/server admin billing ...`), on the same database
 * as the server:
 *
 *     admin billing run [--at ISO-INSTANT]   charge every renewal due by that instant (default: now), mail notices
 *     admin billing refund --purchase ID     refund a purchase (at Stripe too when configured): access ends that day, the family is mailed
 *
 * `--at` is how staff and the tests move time: the job decides "today" at that instant. Running it twice
 * at the same instant charges nothing the second time.
 */
import type { AppContext } from '../context';
import { refundThroughProvider, runBilling } from './billing.service';

const flag = (argv: readonly string[], name: string): string | undefined => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
};

/** Runs `billing <command>`; answers the line to print. @throws Error naming a bad argument. */
export async function runBillingAdmin(ctx: AppContext, argv: readonly string[]): Promise<string> {
  const [command] = argv;
  if (command === 'run') {
    const atText = flag(argv, 'at');
    const at = atText === undefined ? ctx.clock.now() : new Date(atText);
    if (Number.isNaN(at.getTime())) throw new Error(`--at must be an ISO instant, got "${atText}"`);
    const report = await runBilling(ctx, at);
    return JSON.stringify(report);
  }
  if (command === 'refund') {
    const id = Number(flag(argv, 'purchase'));
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('--purchase must be a purchase id');
    const refunded = await refundThroughProvider(ctx, id, ctx.clock.now());
    if (!refunded) throw new Error(`purchase ${id} does not exist or was refunded already`);
    return `purchase ${id} refunded`;
  }
  throw new Error('usage: admin billing run [--at ISO-INSTANT] | admin billing refund --purchase ID');
}
