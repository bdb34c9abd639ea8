import type { User } from '@attune/core/rules';
import { apiRequest } from '../../../lib/api-client';

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly phone?: string;
  readonly source?: string;
}

export async function signUp(user: SignUpInput): Promise<User> {
  const body = await apiRequest<{ user: User }>('POST', 'users', { body: { user }, quiet: [409] });
  return body.user;
}

export async function logIn(email: string, password: string): Promise<User> {
  const body = await apiRequest<{ user: User }>('POST', 'sessions', {
    body: { email, password },
    isLogin: true,
    quiet: [401],
  });
  return body.user;
}

export async function logOutCall(): Promise<void> {
  await apiRequest('DELETE', 'sessions', { quiet: [401] });
}

export async function confirmAccount(token: string): Promise<User> {
  const body = await apiRequest<{ user: User }>('POST', 'users/confirmation', {
    body: { confirmation_token: token },
    quiet: [400, 404, 410],
  });
  return body.user;
}
