/**
 * The longest text each kind of free-text field takes (characters): the server's schemas refuse longer
 * input (422 naming the field) and the web's forms set the same `maxLength`.
 * - `name`: a person's or a child's name, a relationship (100);
 * - `email`: an email address (254, RFC 5321's path limit);
 * - `phone`: a phone number as typed (32);
 * - `short`: a one-line answer, an address line, a city, a policy number, a signature, a token (200);
 * - `long`: a note or a free-text answer (5,000).
 */
export const TEXT_LIMITS = { name: 100, email: 254, phone: 32, short: 200, long: 5000 } as const;
