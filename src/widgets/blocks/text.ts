/** The texts of a content page: keys of its catalogue, read as content.<page>.<key>. */
import { useIntl } from 'react-intl';
import { contentMessagePrefix } from '../../../generated/content.ts';
import type { PageId } from '../../../generated/routes.ts';

export type ContentText = (key: string) => string;

export function useContentText(page: PageId): ContentText {
  const intl = useIntl();
  const prefix = contentMessagePrefix(page);
  return (key) => intl.formatMessage({ id: `${prefix}${key}` as never });
}
