/** The texts of a content page: keys of its catalogue, read as content.<page>.<key>. */
import { useIntl } from 'react-intl';
import { company, contact, refund } from '../../../generated/constants.ts';
import { contentMessagePrefix } from '../../../generated/content.ts';
import type { RouteId } from '../../../generated/routes.ts';

export type ContentText = (key: string) => string;

/** The company's facts and refund windows (spec/constants.yaml), which any text may name. */
const companyValues = {
  company: company.legalName,
  companyEmail: company.email,
  privacyEmail: company.privacyEmail,
  supportEmail: contact.supportEmail,
  refundDays: refund.firstPaymentDays,
  renewalRefundDays: refund.renewalDays,
} as const;

/** `values` fill the texts' arguments (the country landing's {country} and {service}) besides the company's. */
export function useContentText(page: RouteId, values?: Readonly<Record<string, string>>): ContentText {
  const intl = useIntl();
  const prefix = contentMessagePrefix(page);
  const all = { ...companyValues, ...values };
  return (key) => intl.formatMessage({ id: `${prefix}${key}` as never }, all);
}
