/**
 * The Social + Emotional norms port: the raw-to-percentile tables per age band published by the
 * instrument's owner (core's `DessaNormsSchema`), read once at start from the JSON file named by
 * `SOCIAL_EMOTIONAL_NORMS_FILE`. Without the setting there are no norms, and check-ins are read as raw
 * scores (core's `readSocialEmotional`). A file that is missing, not JSON or not a valid table stops the
 * start with {@link NormsConfigurationError}, whose message names the file and the first problem.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type DessaNorms, DessaNormsSchema } from '@attune/core/rules';

/** The norms file is unusable: the server must not start (its message says which file and why, in one line). */
export class NormsConfigurationError extends Error {
  override readonly name = 'NormsConfigurationError';
}

/** Reads and checks a norms file; throws {@link NormsConfigurationError} naming the file and the first problem. */
export function loadSocialEmotionalNorms(path: string): DessaNorms {
  const file = resolve(path);
  const prefix = `SOCIAL_EMOTIONAL_NORMS_FILE ${file}:`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new NormsConfigurationError(
      `${prefix} cannot be read (${code === 'ENOENT' ? 'no such file' : (code ?? 'unreadable')})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new NormsConfigurationError(`${prefix} is not JSON (${(error as Error).message})`);
  }
  const parsed = DessaNormsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the file';
    throw new NormsConfigurationError(
      `${prefix} is not a valid norms table: ${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/** The norms named by `SOCIAL_EMOTIONAL_NORMS_FILE` in `env`, or null when it is unset or empty. */
export function normsFromEnv(env: NodeJS.ProcessEnv = process.env): DessaNorms | null {
  const path = env.SOCIAL_EMOTIONAL_NORMS_FILE?.trim();
  return path ? loadSocialEmotionalNorms(path) : null;
}
