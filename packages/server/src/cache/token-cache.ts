/**
 * Log-in tokens kept in memory for a short while, so that a call does not look its token up in the
 * database. Correct across processes: an entry remembers its account's counter (`account_versions`,
 * raised by database triggers when a token of the account is revoked, expires or is deleted, or the
 * account's row changes), and every call compares it with the counter read through the batched
 * {@link VersionReader} (one small query shared by the calls in flight). So a log-out through any
 * process refuses the token in every process at once; a log-out through this one also drops the entry.
 *
 * An entry lives at most {@link TOKEN_CACHE_TTL_MS} (by the server's clock) and never past its
 * token's expiry; then the token is looked up again through `authenticate`, where any check of the
 * token row (expiry, idle expiry and the recording of its last use, done at most every few minutes)
 * runs as before: a token in continuous use still reaches the database about once a minute per
 * process, which is when its use is recorded.
 */
import { eq } from 'drizzle-orm';
import { authenticate, type UserRow } from '../accounts/accounts.service';
import { tokenHash } from '../accounts/tokens';
import type { AppContext } from '../context';
import { authTokens } from '../db/schema';
import type { VersionAnswer, VersionReader } from './versions';

/** How long a token is trusted from memory before it is looked up again. */
export const TOKEN_CACHE_TTL_MS = 60_000;

/** The most tokens kept; the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  readonly user: UserRow;
  /** The account's counter when the entry was made. */
  readonly version: number;
  /** The entry is trusted until this instant (ms): the TTL or the token's expiry, whichever is first. */
  readonly until: number;
}

/** A call's caller as the cache knows it, and the counters read for the call. */
export interface CachedCaller {
  readonly user: UserRow;
  readonly versions: VersionAnswer;
}

/** The per-process token cache. */
export class TokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly versions: VersionReader) {}

  /**
   * The account a token belongs to, when known, not revoked and not expired: from memory when the
   * account's counter is unchanged, else from the database. `childId` reads that child's owner and
   * plans counter in the same batched query (the plans cache uses it).
   */
  async authenticate(
    ctx: AppContext,
    token: string,
    childId?: number,
  ): Promise<{ user: UserRow | null; versions: VersionAnswer | null }> {
    if (token.length > 200) return { user: null, versions: null };
    const key = tokenHash(token);
    const now = ctx.clock.now().getTime();
    const entry = this.entries.get(key);
    let versions: VersionAnswer | null = null;
    if (entry && entry.until > now) {
      versions = await this.versions.read({ userId: entry.user.id, childId });
      if (versions.account === entry.version) return { user: entry.user, versions };
    }
    if (entry) this.entries.delete(key);
    // Whose token it is and when it expires (no rule applied yet: `authenticate` decides).
    const [row] = await ctx.db
      .select({ userId: authTokens.userId, expiresAt: authTokens.expiresAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, key));
    if (!row) return { user: null, versions: null };
    // The counter first, then the lookup: the entry can only be older than what it is filed under
    // never newer, so a revocation committed in between is noticed by the next call.
    if (!versions || entry?.user.id !== row.userId) {
      versions = await this.versions.read({ userId: row.userId, childId });
    }
    const user = await authenticate(ctx, token);
    if (!user) return { user: null, versions: null };
    this.remember(key, {
      user,
      version: versions.account,
      until: Math.min(now + TOKEN_CACHE_TTL_MS, row.expiresAt.getTime()),
    });
    return { user, versions };
  }

  /**
   * The account and counter a token is filed under in memory, when the entry is still within its time;
   * nothing is checked against the database (the caller must confirm the counter, as `authenticate`
   * does; cache/cached-reads.ts does it in the statement that writes the read's audit row).
   */
  peek(ctx: AppContext, token: string): { user: UserRow; version: number } | null {
    if (token.length > 200) return null;
    const entry = this.entries.get(tokenHash(token));
    return entry && entry.until > ctx.clock.now().getTime() ? entry : null;
  }

  /** Forgets a token at once (its log-out through this process). */
  forget(token: string): void {
    this.entries.delete(tokenHash(token));
  }

  /** Forgets every token (tests, or a clock moved by hand). */
  clear(): void {
    this.entries.clear();
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
