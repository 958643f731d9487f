export { ChangePasswordForm } from './change-password/ui.tsx';
export { ConfirmEmail } from './confirm-email/ui.tsx';
export { apiProblem } from './errors.ts';
export { ForgotForm } from './forgot-password/ui.tsx';
export { LoginForm } from './login/ui.tsx';
export { authMessages } from './messages.ts';
export { ResetForm } from './reset-password/ui.tsx';
export { SignUpForm } from './sign-up/ui.tsx';
