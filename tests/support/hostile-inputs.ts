/** Hostile inputs shared by the unit and end-to-end suites. */

/** Inputs that must never become a redirect off the site. */
export const HOSTILE_TARGETS: readonly string[] = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\u0000/evil.example',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'http:evil.example',
  'https:/evil.example',
  '//user@evil.example',
  'javascript:alert(1)',
  'data:text/html,x',
  'evil.example',
  '',
  ' /cabinet/',
];

/**
 * Request paths that once turned into a redirect off the site (the trailing-slash rule made
 * '//evil.example' a protocol-relative Location) and their relatives. Each is sent as it is.
 */
export const HOSTILE_PATHS: readonly string[] = [
  '//evil.example',
  '//evil.example/',
  '//evil.example/login',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5C%5Cevil.example',
  '/%2F/evil.example',
  '/de//evil.example',
  '/de/.//evil.example',
  '/login?next=//evil.example',
  '/login/?next=%2F%2Fevil.example',
  '/help',
  '/status/',
  '/premium',
  '/de/premium/',
  '//evil.example/?x=//evil.example',
  '/%09/evil.example',
  '/%E2%80%AE/evil.example',
];
