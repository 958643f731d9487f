/* eslint-disable */
// Generated from spec/routes.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { defineMessages } from 'react-intl';

/** English texts of the messages the spec declares, by id; other locales translate them in locales/<locale>.json. */
export const specMessages = defineMessages({
  'page.main.title': { id: 'page.main.title', defaultMessage: 'Main' },
  'page.main.description': { id: 'page.main.description', defaultMessage: 'A VPN.' },
  'page.login.title': { id: 'page.login.title', defaultMessage: 'Log in' },
  'page.login.description': { id: 'page.login.description', defaultMessage: 'Log in to your account.' },
  'page.payment-success.title': { id: 'page.payment-success.title', defaultMessage: 'Paid' },
  'page.payment-success.description': { id: 'page.payment-success.description', defaultMessage: 'Your payment went through.' },
  'page.netflix.title': { id: 'page.netflix.title', defaultMessage: 'VPN for Netflix' },
  'page.netflix.description': { id: 'page.netflix.description', defaultMessage: 'Netflix anywhere.' },
  'page.about-us.title': { id: 'page.about-us.title', defaultMessage: 'About us' },
  'page.about-us.description': { id: 'page.about-us.description', defaultMessage: 'Who we are.' },
  'page.country.title': { id: 'page.country.title', defaultMessage: 'VPN for {country}' },
  'page.country.description': { id: 'page.country.description', defaultMessage: 'A VPN in {country}.' },
  'page.country-service.title': { id: 'page.country-service.title', defaultMessage: '{service} in {country}' },
  'page.country-service.description': { id: 'page.country-service.description', defaultMessage: '{service} in {country}, privately.' },
  'error.title': { id: 'error.title', defaultMessage: 'Page not found' },
  'error.heading': { id: 'error.heading', defaultMessage: 'This page drifted off.' },
  'error.link': { id: 'error.link', defaultMessage: 'Back to the main page' },
  'error.description': { id: 'error.description', defaultMessage: 'The page does not exist.' },
  'error.server.title': { id: 'error.server.title', defaultMessage: 'Something went wrong' },
  'error.server.heading': { id: 'error.server.heading', defaultMessage: 'This page could not be shown.' },
  'error.server.description': { id: 'error.server.description', defaultMessage: 'Please try again.' },
});
