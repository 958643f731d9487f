import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  v4: { id: 'ipCheck.v4', defaultMessage: 'IPv4 address' },
  v6: { id: 'ipCheck.v6', defaultMessage: 'IPv6 address' },
  checking: { id: 'ipCheck.checking', defaultMessage: 'Checking…' },
  noV4: { id: 'ipCheck.noV4', defaultMessage: 'No IPv4 connection: this site could not be reached over IPv4.' },
  noV6: { id: 'ipCheck.noV6', defaultMessage: 'No IPv6 connection: your network has no IPv6 address, or it is turned off.' },
  failed: { id: 'ipCheck.failed', defaultMessage: 'Your address could not be checked. Check your connection and try again.' },
  country: { id: 'ipCheck.country', defaultMessage: 'Country' },
  region: { id: 'ipCheck.region', defaultMessage: 'Region' },
  operator: { id: 'ipCheck.operator', defaultMessage: 'Network operator' },
  operatorValue: { id: 'ipCheck.operatorValue', defaultMessage: '{name} (AS{asn})' },
  unknown: { id: 'ipCheck.unknown', defaultMessage: 'Not known for this address' },
  protected: { id: 'ipCheck.protected', defaultMessage: 'Protected' },
  notProtected: { id: 'ipCheck.notProtected', defaultMessage: 'Not protected' },
  protectedText: { id: 'ipCheck.protectedText', defaultMessage: 'This is an FVP server: websites see it instead of you.' },
  notProtectedText: { id: 'ipCheck.notProtectedText', defaultMessage: 'Websites see the address of your own connection.' },
  copy: { id: 'ipCheck.copy', defaultMessage: 'Copy' },
  copyAddress: { id: 'ipCheck.copyAddress', defaultMessage: 'Copy {address}' },
  copied: { id: 'ipCheck.copied', defaultMessage: 'Copied to the clipboard' },
  copyFailed: { id: 'ipCheck.copyFailed', defaultMessage: 'Copying is not allowed here: select the address and copy it yourself.' },
  again: { id: 'ipCheck.again', defaultMessage: 'Check again' },
});

export const ipCheckMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
