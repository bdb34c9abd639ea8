/**
 * Log-in tokens kept in memory for a short while, so that a call does not look its token up in the
 * database. Correct across processes: an entry remembers its account's counter (`account_versions`,
 * raised by database triggers when a token of the account is revoked, expires or is deleted, or the
 * account's row changes), and every call compares it with the counter read through the batched
 * {@link VersionReader} (one small query shared by the calls in flight). So a log-out through any
 * process refuses the token in every process at once; a log-out through this one also drops the entry.
 *
 * An entry lives at most core's `TOKEN_CACHE_TTL_MS` (by the server's clock) and never past its
 * token's expiry; then the token is looked up again through `authenticate`, where any check of the
 * token row (expiry, idle expiry and the recording of its last use, done at most every few minutes)
 * runs as before: a token in continuous use still reaches the database about once a minute per
 * process, which is when its use is recorded.
 *
 * Reference calls (the catalogue every family shares) need a logged-in caller but no family's data; for
 * them, {@link TokenCache.trusted} answers from memory alone while the process follows the database's
 * account changes ({@link TokenCache.followAccountChanges}: the `attune_account` channel, notified by
 * the same triggers that raise the counters, when the change commits). A notification drops the
 * account's entries; an entry is trusted only if it was confirmed against the database while the feed
 * was up and no change to its account was heard since the confirmation began; when the feed drops or
 * comes back (a database restart), every entry is dropped: nothing is answered from memory until it is
 * confirmed against the database again. A revocation through
 * another process reaches this one within the notification's delivery (milliseconds); every call that
 * reads or writes a family's data still compares the counter itself.
 *
 * The cache takes ports ({@link TokenCachePorts}: the database, the clock, the counters' reader and the
 * accounts' `authenticate` as a callback), never a service or the app's context, so it imports nothing
 * that leads back to them.
 */
import { TOKEN_CACHE_TTL_MS } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { tokenHash } from '../accounts/tokens';
import type { Database, Db } from '../db/database';
import { authTokens, type users } from '../db/schema';
import type { Clock } from '../ports';
import type { VersionAnswer, VersionReader } from './versions';

/** An account's row, as the token cache hands it back. */
export type UserRow = typeof users.$inferSelect;

/** What the token cache works with. */
export interface TokenCachePorts {
  /** Where a token's row is found (whose it is, when it expires). */
  readonly db: Db;
  readonly clock: Clock;
  /** The batched counter reads (cache/versions.ts). */
  readonly versions: VersionReader;
  /**
   * The account a token logs in, every rule of the token applied (expiry, idle expiry, recording its
   * use), or null: the accounts service's `authenticate`, handed in by `createApp`.
   */
  readonly authenticate: (token: string) => Promise<UserRow | null>;
}

/** The most tokens kept; the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  readonly user: UserRow;
  /** The account's counter when the entry was made. */
  readonly version: number;
  /** The entry is trusted until this instant (ms): the TTL or the token's expiry, whichever is first. */
  readonly until: number;
  /** The feed's epoch the entry was confirmed in, or null: not trusted from memory alone. */
  readonly trustedIn: number | null;
  /**
   * Answers built from this entry's account alone (the router's `caller: 'followed'` calls), encoded
   * once, by the answer's variant; they go with the entry (any change to the account drops it).
   */
  readonly answers: Map<string, string>;
}

/** Listens on a channel of the database; resolves to how to stop. */
export type Listen = Database['listen'];

/** Where the confirmation of a token began: what the feed had said by then. */
interface FeedMark {
  readonly live: boolean;
  readonly epoch: number;
  readonly heard: number;
}

/**
 * How long a change that revokes tokens (a log-out) waits, at most, for the database's notification of it
 * to come back ({@link TokenCache.feedReports}). A notification takes milliseconds; the bound only matters
 * when the feed is stuck.
 */
export const REVOCATION_HEARD_WAIT_MS = 2000;

/** Accounts whose latest change is remembered; past it the whole feed starts a new epoch. */
const MAX_HEARD_ACCOUNTS = 10_000;

/** A call's caller as the cache knows it, and the counters read for the call. */
export interface CachedCaller {
  readonly user: UserRow;
  readonly versions: VersionAnswer;
}

/** The per-process token cache. */
export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  /** Account id -> the keys of its entries: an account's change drops its entries without a scan. */
  private readonly byAccount = new Map<number, Set<string>>();
  /** Whether the account-change feed is up. */
  private live = false;
  /** Raised whenever the feed goes down or up (or forgets which accounts it heard). */
  private epoch = 0;
  /** Notifications heard so far. */
  private heard = 0;
  /** Account id -> the value of `heard` at its latest notification. */
  private readonly lastHeard = new Map<number, number>();
  /** Account id -> who waits for the feed's next notification of it ({@link TokenCache.feedReports}). */
  private readonly waiters = new Map<number, Set<() => void>>();

  constructor(private readonly ports: TokenCachePorts) {}

  /**
   * The account a token belongs to, when known, not revoked and not expired: from memory when the
   * account's counter is unchanged, else from the database. `childId` reads that child's owner and
   * plans counter in the same batched query (the plans cache uses it).
   */
  async authenticate(
    token: string,
    childId?: number,
  ): Promise<{ user: UserRow | null; versions: VersionAnswer | null }> {
    if (token.length > 200) return { user: null, versions: null };
    const key = tokenHash(token);
    const now = this.ports.clock.now().getTime();
    const mark = this.mark();
    const entry = this.entries.get(key);
    let versions: VersionAnswer | null = null;
    if (entry && entry.until > now) {
      versions = await this.ports.versions.read({ userId: entry.user.id, childId });
      if (versions.account === entry.version) {
        if (
          entry.trustedIn !== this.epoch &&
          this.mayTrust(mark, entry.user.id) &&
          this.entries.get(key) === entry
        ) {
          // The same token and account: the index by account is unchanged.
          this.entries.set(key, { ...entry, trustedIn: this.epoch });
        }
        return { user: entry.user, versions };
      }
    }
    if (entry) this.drop(key);
    // Whose token it is and when it expires (no rule applied yet: `authenticate` decides).
    const [row] = await this.ports.db
      .select({ userId: authTokens.userId, expiresAt: authTokens.expiresAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, key));
    if (!row) return { user: null, versions: null };
    // The counter first, then the lookup: the entry can only be older than what it is filed under
    // never newer, so a revocation committed in between is noticed by the next call.
    if (!versions || entry?.user.id !== row.userId) {
      versions = await this.ports.versions.read({ userId: row.userId, childId });
    }
    const user = await this.ports.authenticate(token);
    if (!user) return { user: null, versions: null };
    this.remember(key, {
      user,
      version: versions.account,
      until: Math.min(now + TOKEN_CACHE_TTL_MS, row.expiresAt.getTime()),
      trustedIn: this.mayTrust(mark, user.id) ? this.epoch : null,
      answers: new Map(),
    });
    return { user, versions };
  }

  /**
   * The account and counter a token is filed under in memory, when the entry is still within its time;
   * nothing is checked against the database (the caller must confirm the counter, as `authenticate`
   * does; the router's kept-read confirmation, audit/kept-reads.ts, does it in the statement that
   * writes the read's audit row).
   */
  peek(token: string): { user: UserRow; version: number } | null {
    if (token.length > 200) return null;
    const entry = this.entries.get(tokenHash(token));
    return entry && entry.until > this.ports.clock.now().getTime() ? entry : null;
  }

  /**
   * The caller of a reference call from memory alone: the token's account when its entry was confirmed
   * while the account-change feed is up (see the class's description), else null (then ask
   * {@link TokenCache.authenticate}).
   */
  trusted(token: string): UserRow | null {
    return this.trustedCaller(token)?.user ?? null;
  }

  /**
   * {@link TokenCache.trusted}, with the answers kept for the caller's account: encoded answers of
   * calls that read that account alone (`caller: 'followed'`), by the router's key; they go with the
   * entry, dropped with it when the account changes, the token is forgotten or the feed drops.
   */
  trustedCaller(
    token: string,
    /** The token's hash (`tokenHash`), when the caller has it already. */
    key?: string,
  ): { readonly user: UserRow; readonly answers: Map<string, string> } | null {
    if (!this.live || token.length > 200) return null;
    const entry = this.entries.get(key ?? tokenHash(token));
    return entry && entry.trustedIn === this.epoch && entry.until > this.ports.clock.now().getTime()
      ? entry
      : null;
  }

  /** Follows the database's account changes until the returned function is called. */
  followAccountChanges(listen: Listen): Promise<() => Promise<void>> {
    return listen('attune_account', {
      message: (payload) => {
        const userId = Number(payload);
        this.accountChanged(userId);
        this.wake(userId);
      },
      live: (up) => {
        // Whatever changed while the feed was down was not heard: every entry goes, before any call is
        // answered with the feed back (each token is looked up in the database again).
        this.clear();
        this.lastHeard.clear();
        this.live = up;
        this.epoch += 1;
        // Nothing more will be heard of the changes awaited: their callers need not wait any longer.
        for (const userId of [...this.waiters.keys()]) this.wake(userId);
      },
    });
  }

  /**
   * Resolves when the account-change feed next reports `userId` (the database delivers it to every
   * process listening, once the change commits), after `timeoutMs` at the latest, or at once when the
   * feed is down. Called before a change that revokes tokens (a log-out) and awaited before answering
   * it: when the caller hears "logged out", every process has been sent the news, and a process still
   * holding the token in memory drops it within the notification's delivery.
   */
  feedReports(userId: number, timeoutMs = REVOCATION_HEARD_WAIT_MS): Promise<void> {
    if (!this.live) return Promise.resolve();
    return new Promise((resolve) => {
      let waiting = this.waiters.get(userId);
      if (!waiting) {
        waiting = new Set();
        this.waiters.set(userId, waiting);
      }
      const done = () => {
        clearTimeout(timer);
        const set = this.waiters.get(userId);
        set?.delete(done);
        if (set?.size === 0) this.waiters.delete(userId);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref?.();
      waiting.add(done);
    });
  }

  /** Everyone waiting for news of `userId` ({@link TokenCache.feedReports}) goes on. */
  private wake(userId: number): void {
    const waiting = this.waiters.get(userId);
    if (!waiting) return;
    for (const done of [...waiting]) done();
  }

  /** An account changed (a token revoked, expired or deleted, or the account's row): its entries go. */
  accountChanged(userId: number): void {
    this.heard += 1;
    if (this.lastHeard.size >= MAX_HEARD_ACCOUNTS) {
      // Confirmations under way can no longer be checked against what was heard: none is trusted.
      this.lastHeard.clear();
      this.epoch += 1;
    }
    this.lastHeard.set(userId, this.heard);
    // Only that account's entries, by the index: as quick with 20,000 tokens kept as with one.
    const keys = this.byAccount.get(userId);
    if (!keys) return;
    this.byAccount.delete(userId);
    for (const key of keys) this.entries.delete(key);
  }

  /** How many tokens are kept, and for how many accounts (tests). */
  get size(): { readonly tokens: number; readonly accounts: number } {
    return { tokens: this.entries.size, accounts: this.byAccount.size };
  }

  private mark(): FeedMark {
    return { live: this.live, epoch: this.epoch, heard: this.heard };
  }

  /** Whether a confirmation that began at `mark` may be trusted from memory: nothing heard since could undo it. */
  private mayTrust(mark: FeedMark, userId: number): boolean {
    return (
      mark.live && this.live && mark.epoch === this.epoch && (this.lastHeard.get(userId) ?? 0) <= mark.heard
    );
  }

  /** Forgets a token at once (its log-out through this process). */
  forget(token: string): void {
    this.drop(tokenHash(token));
  }

  /** Forgets every token (tests, or a clock moved by hand). */
  clear(): void {
    this.entries.clear();
    this.byAccount.clear();
  }

  /** Drops one entry, and its place in the index by account. */
  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.byAccount.get(entry.user.id);
    keys?.delete(key);
    if (keys?.size === 0) this.byAccount.delete(entry.user.id);
  }

  private remember(key: string, entry: Entry): void {
    this.drop(key);
    this.entries.set(key, entry);
    let keys = this.byAccount.get(entry.user.id);
    if (!keys) {
      keys = new Set();
      this.byAccount.set(entry.user.id, keys);
    }
    keys.add(key);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
  }
}
