export { ChangePasswordForm } from './change-password-form.tsx';
export { ConfirmEmail } from './confirm-email.tsx';
export { apiProblem, settle } from './errors.ts';
export { ForgotForm } from './forgot-form.tsx';
export { LoginForm } from './login-form.tsx';
export { authMessages } from './messages.ts';
export { ResetForm } from './reset-form.tsx';
export { SignUpForm } from './sign-up-form.tsx';
