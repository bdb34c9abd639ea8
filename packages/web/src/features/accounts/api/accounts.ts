import type { User } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly phone?: string;
}

export const signUp = (user: SignUpInput): Promise<User> => call((api) => api.signUp({ body: { user } }));
export const logIn = (email: string, password: string): Promise<User> =>
  call((api) => api.logIn({ body: { email, password } }));
