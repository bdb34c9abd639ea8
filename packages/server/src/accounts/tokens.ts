/** Random tokens (log-in, confirmation) and the hashes stored in their place. */
import { hash, randomBytes } from 'node:crypto';

/** A new random token: 32 bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 of a token, as stored; a leaked table gives no usable token. */
export const tokenHash = (token: string): string => hash('sha256', token, 'hex');
