/**
 * Request pieces many calls share. Ids in paths and query strings travel as strings; these schemas take a
 * number (or its decimal string) and always give a number.
 */
import { z } from 'zod';
import { QueryIdSchema } from './endpoint';

/** Path parameters of a call on one record: `{ id }`. */
export const IdParamsSchema = z.object({ id: QueryIdSchema });

/** Query of a call about one child: `?child_id=`. */
export const ChildIdQuerySchema = z.object({ child_id: QueryIdSchema });

/** Query of a clinical call about one child: `?patient_id=`. */
export const PatientIdQuerySchema = z.object({ patient_id: QueryIdSchema });
