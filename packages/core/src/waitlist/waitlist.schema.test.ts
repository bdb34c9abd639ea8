import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { waitListItemArb } from '../testing/entities.arbitraries';
import { JoinWaitListInputSchema, JoinWaitListResponseSchema, WaitListItemSchema } from './waitlist.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('WaitListItemSchema', () => {
  it('reads a wait-list item and the answer to joining unchanged', () => {
    const item = { id: 3, name: 'reading-attention-tutor' };
    expect(WaitListItemSchema.parse(item)).toEqual(item);
    expect(JoinWaitListResponseSchema.parse({ wait_list_item: item })).toEqual({ wait_list_item: item });
    expect(JoinWaitListInputSchema.parse({ product_id: 3 })).toEqual({ product_id: 3 });
  });

  it('rejects an item without a name and an answer without the item, naming the field', () => {
    expect(badFields(parseWith(WaitListItemSchema, { id: 3, name: '' }))).toEqual(['name']);
    expect(
      badFields(parseWith(JoinWaitListResponseSchema, { wait_list_item: { id: 'x', name: 'a' } })),
    ).toEqual(['wait_list_item.id']);
  });

  it('every generated wait-list item parses', () => {
    fc.assert(
      fc.property(waitListItemArb, (item) => {
        expect(WaitListItemSchema.parse(item)).toEqual(item);
      }),
    );
  });
});
