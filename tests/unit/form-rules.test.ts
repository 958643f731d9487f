/** A form field checked with the API's own schema: each zod issue read as the field's problem, with the bound broken. */
import { describe, expect, it } from 'vitest';
import { ContactRequest } from '../../generated/api/schemas.ts';
import { checkWith } from '../../src/shared/lib/form-rules.ts';

const { name, email, topic, message } = ContactRequest.shape;

describe('checkWith', () => {
  it('accepts what the server accepts, ignoring surrounding space', () => {
    expect(checkWith(name, '  Ann  ')).toBeNull();
    expect(checkWith(email, 'ann@example.com')).toBeNull();
    expect(checkWith(topic, 'billing')).toBeNull();
    expect(checkWith(message, 'x'.repeat(20))).toBeNull();
  });

  it.each([
    ['an empty field', name, '', { problem: 'required' }],
    ['a field of spaces', message, '     ', { problem: 'required' }],
    ['a short message, with its minimum', message, 'Too short', { problem: 'tooShort', limit: 20 }],
    ['a long message, with its maximum', message, 'x'.repeat(5001), { problem: 'tooLong', limit: 5000 }],
    ['a long name, with its maximum', name, 'n'.repeat(101), { problem: 'tooLong', limit: 100 }],
    ['a malformed address', email, 'ann@', { problem: 'email' }],
    ['a choice the schema does not list', topic, 'refund-now', { problem: 'invalid' }],
  ])('reads %s', (_name, schema, value, expected) => {
    expect(checkWith(schema, value)).toEqual(expected);
  });
});
