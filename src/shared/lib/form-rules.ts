/** Form field rules (DECISIONS 7): the e-mail as zod checks it, at most 254 characters; passwords 8 to 128. */
import * as z from 'zod/mini';
import { forms } from '../../../generated/constants.ts';

export type FieldProblem = 'required' | 'email' | 'tooLong' | 'tooShort';

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
