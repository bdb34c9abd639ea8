import * as z from 'zod';
import { ACCOUNT_CLIENTS } from './clients.logic';

/** An account's client, as sign-up takes it (`user.client`): parenting, health-plan or sunflower. */
export const AccountClientSchema = z.enum(ACCOUNT_CLIENTS);
