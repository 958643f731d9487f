/** Form field rules (DECISIONS 7): the e-mail as zod checks it, at most 254 characters; passwords 8 to 128. */
import * as z from 'zod/mini';
import { forms } from '../../../generated/constants.ts';

export type FieldProblem = 'required' | 'email' | 'tooLong' | 'tooShort';
/** A field checked against an API schema may also be a value the schema does not allow (e.g. an unknown choice). */
export type SchemaProblem = FieldProblem | 'invalid';

const email = z.email();

export function checkEmail(value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length > forms.emailMaxLength) return 'tooLong';
  return email.safeParse(v).success ? null : 'email';
}

/** A new password's rules; `current` passwords are only required. */
export function checkPassword(value: string, kind: 'new' | 'current' = 'new'): FieldProblem | null {
  if (!value) return 'required';
  if (value.length > forms.passwordMaxLength) return 'tooLong';
  if (kind === 'new' && value.length < forms.passwordMinLength) return 'tooShort';
  return null;
}

/** A field's problem against its schema, with the bound a length problem broke. */
export interface SchemaCheck {
  readonly problem: SchemaProblem;
  readonly limit?: number;
}

/**
 * A field's value against the field's schema of the API (generated/api/schemas.ts): the same zod
 * rule the server applies to the request, read as the field's problem. Surrounding space is ignored.
 */
export function checkWith(schema: z.ZodMiniType, value: string): SchemaCheck | null {
  const v = value.trim();
  if (!v) return { problem: 'required' };
  const result = schema.safeParse(v);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_big') return { problem: 'tooLong', limit: Number(issue.maximum) };
  if (issue?.code === 'too_small') return { problem: 'tooShort', limit: Number(issue.minimum) };
  if (issue?.code === 'invalid_format' && issue.format === 'email') return { problem: 'email' };
  return { problem: 'invalid' };
}
