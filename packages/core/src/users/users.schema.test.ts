import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { userArb } from '../testing/entities.arbitraries';
import { frozenFamily } from '../testing/fixtures';
import {
  LogInInputSchema,
  PreferencesSchema,
  ShareableSchema,
  SignUpInputSchema,
  UserLanguageInputSchema,
  UserSchema,
  UserTasksSchema,
} from './users.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const { parent } = frozenFamily;

describe('UserSchema', () => {
  it('reads a realistic account unchanged', () => {
    expect(UserSchema.parse(parent)).toEqual(parent);
  });

  it('accepts an unconfirmed template account of a client variant', () => {
    const template = { ...parent, template_user: true, confirmed_at: null, client: 'sunflower', phone: null };
    expect(UserSchema.safeParse(template).success).toBe(true);
  });

  it('rejects a language other than en and es, and a bad email, naming both fields', () => {
    expect(badFields(parseWith(UserSchema, { ...parent, language: 'fr', email: 'rosa' }))).toEqual([
      'email',
      'language',
    ]);
  });
});

describe('account bodies', () => {
  const signUp = {
    name: 'Rosa',
    email: 'rosa@example.com',
    password: 'correct horse',
    password_confirmation: 'correct horse',
  };

  it('a sign-up with matching passwords parses; phone, source and address are optional', () => {
    expect(SignUpInputSchema.parse(signUp)).toEqual(signUp);
    expect(SignUpInputSchema.safeParse({ ...signUp, phone: '+14155550123', source: 'school' }).success).toBe(
      true,
    );
  });

  it('passwords that do not match are reported on password_confirmation', () => {
    const result = parseWith(SignUpInputSchema, { ...signUp, password_confirmation: 'correct hose' });
    expect(result.ok ? [] : result.issues).toEqual([
      { field: 'password_confirmation', message: 'Passwords must match' },
    ]);
  });

  it('a blank name and a missing email are named', () => {
    const { email: _, ...withoutEmail } = signUp;
    expect(badFields(parseWith(SignUpInputSchema, { ...withoutEmail, name: '   ' }))).toEqual([
      'name',
      'email',
    ]);
  });

  it('logging in needs an email and a password; changing language needs en or es', () => {
    expect(LogInInputSchema.parse({ email: 'rosa@example.com', password: 'x' })).toEqual({
      email: 'rosa@example.com',
      password: 'x',
    });
    expect(badFields(parseWith(LogInInputSchema, { email: 'rosa@example.com', password: '' }))).toEqual([
      'password',
    ]);
    expect(badFields(parseWith(UserLanguageInputSchema, { user: { language: 'de' } }))).toEqual([
      'user.language',
    ]);
  });
});

describe('app-level state', () => {
  it('reads preferences, user tasks and a pending shareable', () => {
    const preferences = {
      discoverAddOnsHidden: false,
      enableNotificationsPromptHidden: true,
      shareEventAcknowledged: false,
      teamLetterSeen: true,
      darkMode: false,
      mobile: true,
      landscape: false,
    };
    expect(PreferencesSchema.parse(preferences)).toEqual(preferences);
    expect(UserTasksSchema.parse({ discoverAddOns: '2026-03-01T10:00:00Z' })).toEqual({
      discoverAddOns: '2026-03-01T10:00:00Z',
    });
    expect(badFields(parseWith(UserTasksSchema, { notificationsSetup: 'today' }))).toEqual([
      'notificationsSetup',
    ]);
    const share = {
      title: 'Bark',
      message: 'Check out Bark on the product!',
      url: 'https://app.example.com/s/add-on/bark',
    };
    expect(ShareableSchema.parse(share)).toEqual(share);
    expect(badFields(parseWith(ShareableSchema, { ...share, url: 'not a url' }))).toEqual(['url']);
  });
});

describe('user arbitraries', () => {
  it('every generated account parses with UserSchema', () => {
    fc.assert(
      fc.property(userArb(), (user) => {
        expect(UserSchema.parse(user)).toEqual(user);
      }),
    );
  });
});
