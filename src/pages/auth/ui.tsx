import { ConfirmEmail, ForgotForm, LoginForm, ResetForm, SignUpForm } from '../../features/auth/index.ts';
import type { PageData } from '../../shared/page/index.ts';

const forms = {
  login: LoginForm,
  'sign-up': SignUpForm,
  'forgot-password': ForgotForm,
  reset: ResetForm,
  confirm: ConfirmEmail,
} as const;

export type AuthRoute = keyof typeof forms;

/** Login, sign-up, forgot-password, reset and confirmation: a heading, a short text and the form. */
export function Page({ data }: { data: PageData }) {
  const Form = forms[data.route as AuthRoute];
  return (
    <section className="container auth-page">
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      <Form />
    </section>
  );
}
