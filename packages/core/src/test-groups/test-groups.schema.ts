import * as z from 'zod';

/** The account's group in one experiment (`GET test_groups`): the experiment `group_key` and the `user_group` it fell in. */
export const TestGroupSchema = z.object({
  group_key: z.string().min(1),
  user_group: z.string().min(1),
});
/** The account's group in one experiment. */
export type TestGroup = z.infer<typeof TestGroupSchema>;
