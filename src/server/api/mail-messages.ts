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
  ignore: {
    id: 'mail.ignore',
    defaultMessage: 'If you did not ask for this, ignore this e-mail: nothing changes. The link works once and expires in {hours} hours.',
  },
});
