/** The e-mails the API sends, in every locale (English is the source; extracted with the rest). */
import { defineMessages } from 'react-intl';

export const mailMessages = defineMessages({
  confirmSubject: { id: 'mail.confirm.subject', defaultMessage: 'Confirm your e-mail address' },
  confirmBody: {
    id: 'mail.confirm.body',
    defaultMessage: 'Welcome to {brand}! Confirm your e-mail address to finish creating your account:',
  },
  confirmAction: { id: 'mail.confirm.action', defaultMessage: 'Confirm e-mail' },
  resetSubject: { id: 'mail.reset.subject', defaultMessage: 'Reset your password' },
  resetBody: {
    id: 'mail.reset.body',
    defaultMessage: 'Someone asked to reset the password of your {brand} account. To choose a new password, open this link:',
  },
  resetAction: { id: 'mail.reset.action', defaultMessage: 'Choose a new password' },
  setPasswordSubject: { id: 'mail.setPassword.subject', defaultMessage: 'Your Premium is active: set a password' },
  setPasswordBody: {
    id: 'mail.setPassword.body',
    defaultMessage:
      'Thank you for buying {brand} Premium. We created an account for this e-mail address with your purchase. Choose a password to sign in to the apps and to your account:',
  },
  setPasswordAction: { id: 'mail.setPassword.action', defaultMessage: 'Set a password' },
  ignore: {
    id: 'mail.ignore',
    defaultMessage: 'If you did not ask for this, ignore this e-mail: nothing changes. The link works once and expires in {hours} hours.',
  },
});
