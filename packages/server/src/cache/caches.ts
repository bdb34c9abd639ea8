/**
 * The in-memory caches of one server process (see each file), and the batchers that let concurrent
 * calls share a statement (counter reads, audit rows, kept reads' confirmations), built once by
 * `createApp` from ports: the database, the clock and the accounts' `authenticate` as a callback. No
 * cache imports a service or the app's context.
 */
import { AuditWriter } from '../audit/audit-writer';
import { KeptReads } from '../audit/kept-reads';
import type { Db } from '../db/database';
import type { Clock } from '../ports';
import { KeptAnswers } from './kept-answers';
import { TokenCache, type TokenCachePorts } from './token-cache';
import { VersionReader } from './versions';

/** What the caches are built from. */
export interface CachePorts {
  readonly db: Db;
  readonly clock: Clock;
  /** The accounts service's `authenticate` (every rule of a token applied), for the token cache. */
  readonly authenticate: TokenCachePorts['authenticate'];
}

/** The caches a process keeps. */
export class ServerCaches {
  readonly versions: VersionReader;
  readonly tokens: TokenCache;
  /** Answers the router keeps for the endpoints that declare `serverCache`. */
  readonly answers = new KeptAnswers();
  readonly audit: AuditWriter;
  /** The statement that confirms a kept read and writes its audit row (audit/kept-reads.ts). */
  readonly keptReads: KeptReads;

  constructor(ports: CachePorts) {
    this.audit = new AuditWriter(ports.db);
    this.keptReads = new KeptReads(ports.db);
    this.versions = new VersionReader(ports.db);
    this.tokens = new TokenCache({
      db: ports.db,
      clock: ports.clock,
      versions: this.versions,
      authenticate: ports.authenticate,
    });
  }
}
