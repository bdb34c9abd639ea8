/**
 * Test harness: a real server over HTTP on 127.0.0.1, on PGlite (the whole suite) or on the PostgreSQL
 * server named by DATABASE_URL (the files of ./engine-dependent.ts, in vitest's `postgres` project; each
 * test file gets its own database, dropped afterwards, so files running in parallel never meet). Every
 * database starts as a copy of the run's template (./templates.ts), migrated and with the catalogue.
 */
import { randomBytes } from 'node:crypto';
import { createClient } from '@attune/api';
import type { PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { AppOptions } from '../../src/app';
import { silentLogger } from '../../src/app';
import { createDatabase, type Database } from '../../src/db/database';
import { createTemporaryDatabase } from '../../src/db/temporary-database';
import { type RunningServer, startServer } from '../../src/server';
import {
  openPgliteCopy,
  type PgliteTemplates,
  pgliteOptionsFrom,
  type TemplateKind,
  type Templates,
} from './templates';

/**
 * The engine this run of the file is on: PGlite, or PostgreSQL in vitest's `postgres` project (which
 * runs the files of ./engine-dependent.ts when DATABASE_URL is set). One entry, so `describe.each`
 * names the engine in every test's name.
 */
export const engines: readonly ('pglite' | 'postgres')[] = [
  process.env.ATTUNE_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite',
];

/** The run's templates of `engine`, when the global setup made them for this project. */
function templatesOf(engine: 'pglite' | 'postgres'): Templates | undefined {
  const onThisEngine = (process.env.ATTUNE_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite') === engine;
  return onThisEngine ? inject('templates') : undefined;
}

/**
 * A database of its own on an engine, and how to dispose of it: a copy of the run's template `kind`
 * (`seeded` has the reference catalogue, `migrated` only the schema), or made from nothing when there is
 * no template for the engine in this project.
 */
export async function openDatabase(
  engine: 'pglite' | 'postgres',
  kind: TemplateKind = 'seeded',
): Promise<Database> {
  const templates = templatesOf(engine);
  if (engine === 'pglite')
    return templates ? openPgliteCopy(templates[kind]) : createDatabase({ memory: true });
  return createTemporaryDatabase(process.env.DATABASE_URL ?? '', { template: templates?.[kind] });
}

/**
 * PGlite's options that start a new database, in memory or in a new data directory
 * (`createDatabase({ dataDir, pglite })`), as a copy of the run's PGlite template `kind`: `empty` (before
 * the first migration), `migrated` or `seeded`. A copy costs a fraction of creating a database.
 */
export async function pgliteTemplate(kind: keyof PgliteTemplates): Promise<PGliteOptions> {
  return pgliteOptionsFrom(inject('pgliteTemplates')[kind]);
}

/** A clock the test moves. */
export class TestClock {
  constructor(private current = new Date()) {}
  now = (): Date => new Date(this.current.getTime());
  set(instant: Date): void {
    this.current = new Date(instant.getTime());
  }
  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * 86_400_000);
  }
}

/** What a raw HTTP call gives back. */
export interface RawResponse {
  status: number;
  json: unknown;
  text: string;
  headers: Headers;
}

/** A running test server with helpers. */
export interface Harness {
  readonly engine: 'pglite' | 'postgres';
  /** The database the server runs on (its notification channels too). */
  readonly database: Database;
  readonly server: RunningServer;
  readonly url: string;
  readonly clock: TestClock;
  /** A raw call: `call('GET', '/v1/patients', { token })`. */
  call(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ): Promise<RawResponse>;
  /** The real `@attune/api` client, logged in with `token`. */
  client(token?: string | null): ReturnType<typeof createClient>;
  /**
   * Signs up and confirms a new family (through the outbox), logged in, and starts its free trial of the
   * subscription as the app does (unless `trial: false`), so it may add children and start plans.
   */
  family(
    prefix?: string,
    options?: { confirm?: boolean; trial?: boolean; client?: 'parenting' | 'health-plan' | 'sunflower' },
  ): Promise<{ token: string; email: string; userId: number }>;
  close(): Promise<void>;
}

/** Starts a server on a fresh database of `engine`. */
export async function startHarness(
  engine: 'pglite' | 'postgres',
  options: Partial<AppOptions> & { seed?: boolean } = {},
): Promise<Harness> {
  const database = await openDatabase(engine, options.seed === false ? 'migrated' : 'seeded');
  const clock = new TestClock();
  const server = await startServer({
    db: database.db,
    listen: database.listen,
    clock,
    logger: silentLogger,
    validateResponses: true,
    production: false,
    // Many families sign up from 127.0.0.1 in one file; the sign-up limits have their own test.
    signUpLimits: {
      perAddress: { max: 100_000, windowMs: 3_600_000 },
      perEmail: { max: 100, windowMs: 3_600_000 },
    },
    ...options,
  });
  const call: Harness['call'] = async (method, path, callOptions = {}) => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers['x-user-token'] = callOptions.token;
    let body: string | undefined;
    if (callOptions.rawBody !== undefined) body = callOptions.rawBody;
    else if (callOptions.body !== undefined) body = JSON.stringify(callOptions.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json, text, headers: response.headers };
  };
  let families = 0;
  const harness: Harness = {
    engine,
    database,
    server,
    url: server.url,
    clock,
    call,
    client: (token) =>
      createClient({ baseUrl: `${server.url}/v1`, getToken: () => token ?? null, getLanguage: () => 'en' }),
    family: async (prefix = 'family', familyOptions = {}) => {
      families += 1;
      const email = `${prefix}-${families}-${randomBytes(3).toString('hex')}@example.test`;
      const signUp = await call('POST', '/v1/users', {
        body: {
          user: {
            name: 'Test Parent',
            email,
            password: 'calm-river-morning-42',
            password_confirmation: 'calm-river-morning-42',
            ...(familyOptions.client ? { client: familyOptions.client } : {}),
          },
        },
      });
      if (signUp.status !== 202) throw new Error(`sign up failed: ${signUp.text}`);
      const loggedIn = await call('POST', '/v1/sessions', {
        body: { email, password: 'calm-river-morning-42' },
      });
      if (loggedIn.status !== 200) throw new Error(`log in failed: ${loggedIn.text}`);
      const user = (loggedIn.json as { user: { token: string; id: number } }).user;
      if (familyOptions.confirm === false) return { token: user.token, email, userId: user.id };
      const token = await confirmationTokenFor(harness, email);
      const confirmed = await call('POST', '/v1/users/confirmation', { body: { confirmation_token: token } });
      if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.text}`);
      if (familyOptions.trial !== false) {
        const products = await call('GET', '/v1/products');
        const trial = (products.json as { products: { id: number; name: string }[] }).products.find(
          (product) => product.name === 'attune-trial',
        );
        const started = await call('POST', '/v1/payment/purchases', {
          token: user.token,
          body: { payment: { product_id: trial?.id, soft_trial: true } },
        });
        if (started.status !== 200) throw new Error(`trial failed: ${started.text}`);
      }
      return { token: user.token, email, userId: user.id };
    },
    close: async () => {
      await server.close();
      await database.close();
    },
  };
  return harness;
}

/** Reads the confirmation token mailed to `email` from the development outbox. */
export async function confirmationTokenFor(harness: Harness, email: string): Promise<string> {
  const outbox = await harness.call('GET', '/dev/outbox');
  const messages = (outbox.json as { messages: { to: string; text: string }[] }).messages;
  const message = messages.find((entry) => entry.to === email);
  const token = message?.text.match(/confirmation_token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  return token;
}

/** A child's birthday `years` years before the harness clock's today. */
export function birthdayYearsAgo(clock: TestClock, years: number): string {
  const now = clock.now();
  return `${now.getUTCFullYear() - years}-03-15`;
}
