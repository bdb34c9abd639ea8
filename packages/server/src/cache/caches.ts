/** The in-memory caches of one server process (see each file), built once by `createApp`. */
import type { Db } from '../db/database';
import { ResponseCaches } from './response-caches';
import { TokenCache } from './token-cache';
import { VersionReader } from './versions';

/** The caches a process keeps. */
export class ServerCaches {
  readonly versions: VersionReader;
  readonly tokens: TokenCache;
  readonly responses = new ResponseCaches();

  constructor(db: Db) {
    this.versions = new VersionReader(db);
    this.tokens = new TokenCache(this.versions);
  }
}
