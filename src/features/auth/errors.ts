import type { MessageDescriptor } from 'react-intl';
import type { ApiError } from '../../shared/api/index.ts';
import type { FieldProblem } from '../../shared/lib/form-rules.ts';
import { authMessages as m } from './messages.ts';

/** The message for a failed call: a network failure or an unavailable backend says so plainly. */
export function apiProblem(error: ApiError, context: 'login' | 'register' | 'token' | 'change' | 'other'): MessageDescriptor {
  if (error.reason === 'network' || error.status >= 500 || error.status === 404) return m.offline;
  if (error.status === 429) return m.tooMany;
  if (error.status === 401 && context === 'login') return m.wrongCredentials;
  if (error.status === 401 && context === 'token') return m.badLink;
  if (error.status === 409 && context === 'register') return m.emailTaken;
  if (error.status === 403 && context === 'change') return m.wrongPassword;
  return m.failed;
}

export function fieldProblem(problem: FieldProblem | null): MessageDescriptor | null {
  if (problem === null) return null;
  return { required: m.required, email: m.invalidEmail, tooLong: m.tooLong, tooShort: m.tooShort }[problem];
}
