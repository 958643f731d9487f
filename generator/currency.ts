/** Digits after the decimal point of a currency's minor unit (2 for USD, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
