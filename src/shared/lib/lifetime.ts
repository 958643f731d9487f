/** A cookie's lifetime in words, for the cookie tables and the cookie notice. */
const DAY = 86_400;

/** A cookie's lifetime in the page's language: whole years from about a year on, days below. */
export function lifetime(maxAge: number, locale: string): string {
  const days = maxAge / DAY;
  const unit = days >= 360 ? { unit: 'year', value: Math.round(days / 365.25) } : { unit: 'day', value: Math.max(1, Math.round(days)) };
  return new Intl.NumberFormat(locale, { style: 'unit', unit: unit.unit, unitDisplay: 'long' }).format(unit.value);
}
