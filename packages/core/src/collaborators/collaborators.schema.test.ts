import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { collaboratorArb } from '../testing/entities.arbitraries';
import { CollaboratorInputSchema, CollaboratorSchema } from './collaborators.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('collaborators', () => {
  it('reads a collaborator unchanged', () => {
    const teacher = { id: 9, name: 'Ms Park', email: 'park@school.org', relationship: 'Teacher' };
    expect(CollaboratorSchema.parse(teacher)).toEqual(teacher);
  });

  it('adding one needs a name, a valid email and a relationship', () => {
    expect(
      CollaboratorInputSchema.safeParse({
        name: 'Ms Park',
        email: 'park@school.org',
        relationship: 'Teacher',
      }).success,
    ).toBe(true);
    expect(
      badFields(parseWith(CollaboratorInputSchema, { name: '', email: 'park@', relationship: ' ' })),
    ).toEqual(['name', 'email', 'relationship']);
  });

  it('every generated collaborator parses', () => {
    fc.assert(
      fc.property(collaboratorArb, (collaborator) => {
        expect(CollaboratorSchema.parse(collaborator)).toEqual(collaborator);
      }),
    );
  });
});
