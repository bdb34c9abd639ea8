import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { collaboratorArb } from '../testing/entities.arbitraries';
import { CollaboratorInputSchema, CollaboratorSchema } from './collaborators.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('collaborators', () => {
  it('reads a collaborator unchanged', () => {
    const teacher = {
      id: 9,
      name: 'Ms Park',
      email: 'park@school.org',
      relationship: 'Teacher',
      child_id: 3,
      permission: 'read',
      status: 'accepted',
    };
    expect(CollaboratorSchema.parse(teacher)).toEqual(teacher);
  });

  it('adding one needs the child, a name, a valid email, a relationship and a known permission', () => {
    expect(
      CollaboratorInputSchema.safeParse({
        child_id: 3,
        name: 'Ms Park',
        email: 'park@school.org',
        relationship: 'Teacher',
      }).success,
    ).toBe(true);
    expect(
      badFields(
        parseWith(CollaboratorInputSchema, {
          child_id: 3,
          name: '',
          email: 'park@',
          relationship: ' ',
          permission: 'all',
        }),
      ),
    ).toEqual(['name', 'email', 'relationship', 'permission']);
  });

  it('every generated collaborator parses', () => {
    fc.assert(
      fc.property(collaboratorArb, (collaborator) => {
        expect(CollaboratorSchema.parse(collaborator)).toEqual(collaborator);
      }),
    );
  });
});
