import type { User } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

export const saveLanguage = (userId: number | string, language: 'en' | 'es'): Promise<User> =>
  call((api) => api.updateUser({ params: { id: Number(userId) }, body: { user: { language } } }));
