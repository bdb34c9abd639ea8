/**
 * The in-memory caches of one server process (see each file), and the batchers that let concurrent
 * calls share a statement (counter reads, audit rows), built once by `createApp`.
 */
import { AuditWriter } from '../audit/audit-writer';
import type { Db } from '../db/database';
import { CachedReads } from './cached-reads';
import { ResponseCaches } from './response-caches';
import { TokenCache } from './token-cache';
import { VersionReader } from './versions';

/** The caches a process keeps. */
export class ServerCaches {
  readonly versions: VersionReader;
  readonly tokens: TokenCache;
  readonly responses = new ResponseCaches();
  readonly audit: AuditWriter;
  readonly cachedReads: CachedReads;

  constructor(db: Db) {
    this.audit = new AuditWriter(db);
    this.cachedReads = new CachedReads(db);
    this.versions = new VersionReader(db);
    this.tokens = new TokenCache(this.versions);
  }
}
