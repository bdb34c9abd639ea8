import type { User } from '@attune/core/rules';
import { apiRequest } from '../../../lib/api-client';

export async function saveLanguage(userId: number | string, language: 'en' | 'es'): Promise<User> {
  const body = await apiRequest<{ user: User }>('PUT', `users/${userId}`, { body: { user: { language } }, quiet: [422, 500] });
  return body.user;
}
