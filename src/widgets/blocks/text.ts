/** The texts of a content page: keys of its catalogue, read as content.<page>.<key>. */
import { useIntl } from 'react-intl';
import { contentMessagePrefix } from '../../../generated/content.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { companyValues } from '../../shared/content/index.ts';

export type ContentText = (key: string) => string;

/** `values` fill the texts' arguments (the country landing's {country} and {service}) besides the company's. */
export function useContentText(page: RouteId, values?: Readonly<Record<string, string>>): ContentText {
  const intl = useIntl();
  const prefix = contentMessagePrefix(page);
  const all = { ...companyValues, ...values };
  return (key) => intl.formatMessage({ id: `${prefix}${key}` as never }, all);
}
