import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  email: { id: 'auth.email', defaultMessage: 'E-mail address' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  newPassword: { id: 'auth.newPassword', defaultMessage: 'New password' },
  currentPassword: { id: 'auth.currentPassword', defaultMessage: 'Current password' },
  passwordHint: { id: 'auth.passwordHint', defaultMessage: 'At least 8 characters.' },
  logIn: { id: 'auth.logIn', defaultMessage: 'Log in' },
  continue: { id: 'auth.continue', defaultMessage: 'Continue' },
  back: { id: 'auth.back', defaultMessage: 'Back' },
  createAccount: { id: 'auth.createAccount', defaultMessage: 'Create account' },
  sendLink: { id: 'auth.sendLink', defaultMessage: 'Send the link' },
  savePassword: { id: 'auth.savePassword', defaultMessage: 'Save the new password' },
  changePassword: { id: 'auth.changePassword', defaultMessage: 'Change password' },
  forgot: { id: 'auth.forgot', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'auth.noAccount', defaultMessage: 'New here? Create an account' },
  haveAccount: { id: 'auth.haveAccount', defaultMessage: 'Already have an account? Log in' },
  working: { id: 'auth.working', defaultMessage: 'Please wait…' },
  step: { id: 'auth.step', defaultMessage: 'Step {step} of {steps}' },
  required: { id: 'auth.error.required', defaultMessage: 'Fill in this field.' },
  invalidEmail: { id: 'auth.error.email', defaultMessage: 'Enter an e-mail address such as name@example.com.' },
  tooLong: { id: 'auth.error.tooLong', defaultMessage: 'This is too long.' },
  tooShort: { id: 'auth.error.tooShort', defaultMessage: 'Use at least 8 characters.' },
  wrongCredentials: { id: 'auth.error.credentials', defaultMessage: 'The e-mail address or the password is wrong.' },
  tooMany: { id: 'auth.error.tooMany', defaultMessage: 'Too many attempts. Wait a few minutes and try again.' },
  emailTaken: { id: 'auth.error.emailTaken', defaultMessage: 'An account with this e-mail address already exists. Log in instead.' },
  wrongPassword: { id: 'auth.error.wrongPassword', defaultMessage: 'The current password is wrong.' },
  badLink: { id: 'auth.error.badLink', defaultMessage: 'This link is unknown, already used or expired. Ask for a new one.' },
  offline: {
    id: 'auth.error.offline',
    defaultMessage: 'We could not reach our servers. Check your connection and try again; nothing was lost.',
  },
  failed: { id: 'auth.error.failed', defaultMessage: 'Something went wrong on our side. Try again in a moment.' },
  resetSent: {
    id: 'auth.resetSent',
    defaultMessage: 'If an account uses this address, we have sent it a link to choose a new password. Check your inbox.',
  },
  passwordSaved: { id: 'auth.passwordSaved', defaultMessage: 'Your new password is saved.' },
  passwordChanged: { id: 'auth.passwordChanged', defaultMessage: 'Your password has been changed.' },
  confirming: { id: 'auth.confirming', defaultMessage: 'Confirming your e-mail address…' },
  confirmed: { id: 'auth.confirmed', defaultMessage: 'Your e-mail address is confirmed.' },
  checkInbox: { id: 'auth.checkInbox', defaultMessage: 'We have sent a confirmation link to {email}. Open it to confirm your address.' },
  resend: { id: 'auth.resend', defaultMessage: 'Send the confirmation e-mail again' },
  resent: { id: 'auth.resent', defaultMessage: 'Sent. Check your inbox.' },
  setPasswordHeading: { id: 'auth.setPasswordHeading', defaultMessage: 'Set a password' },
  setPasswordText: {
    id: 'auth.setPasswordText',
    defaultMessage:
      'Your account was created with your purchase and has no password yet. We sent a link to set one to {email}. If it has expired or did not arrive, send a new one.',
  },
  setPasswordSend: { id: 'auth.setPasswordSend', defaultMessage: 'Send a new link' },
});

/** As plain descriptors, so messages with values format like the rest. */
export const authMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
