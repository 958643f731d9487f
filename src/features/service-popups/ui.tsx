/**
 * The popup on screen: a normal one is a dismissible dialog (close button, "Not now", Escape, a
 * click outside); a blocker is a modal with its own call to action only. Texts come from the entry
 * in the page's locale, else English (rules.ts); a link to a page of the site stays in the locale.
 */
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { popupCodes } from '../../../generated/popups.ts';
import { Link } from '../../shared/nav/index.ts';
import { usePathHref, usePlace } from '../../shared/page/index.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import styles from './popup.module.css';
import { popupMessages as m } from './messages.ts';
import { $popup, popupClosed } from './model.ts';
import { stepsAside, translationOf } from './rules.ts';

export function ServicePopup() {
  const intl = useIntl();
  const { locale, rest } = usePlace();
  const pathHref = usePathHref();
  const [popup, close] = useUnit([$popup, popupClosed]);
  if (!popup) return null;
  const text = translationOf(popup, locale);
  if (!text) return null;
  const blocker = popup.popup_type === popupCodes.popupType.blocker;
  // Also after an in-app navigation to the page its call to action leads to.
  if (stepsAside(popup, rest)) return null;
  const label = text.action?.trim() || intl.formatMessage(m.more);
  const link = popup.link;
  const action =
    link === undefined ? null : link.startsWith('/') ? (
      <Link to={pathHref(link)} className="button button-primary" onClick={blocker ? undefined : () => close()}>
        {label}
      </Link>
    ) : (
      <a href={link} className="button button-primary" rel="noopener" onClick={blocker ? undefined : () => close()}>
        {label}
      </a>
    );
  return (
    <Dialog
      key={popup.id}
      kind={blocker ? 'popup-blocker' : 'popup'}
      heading={text.title}
      {...(blocker ? {} : { onDismiss: () => close(), closeLabel: intl.formatMessage(m.close) })}
      actions={
        <>
          {action}
          {!blocker && (
            <button type="button" className="button button-secondary" onClick={() => close()}>
              {intl.formatMessage(m.notNow)}
            </button>
          )}
        </>
      }
    >
      <p className={styles.notice}>{intl.formatMessage(m.notice)}</p>
      <p className={styles.description}>{text.description}</p>
    </Dialog>
  );
}
