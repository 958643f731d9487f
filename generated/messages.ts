/* eslint-disable */
// Generated from spec/routes.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { defineMessages } from 'react-intl';

/** English texts of the messages the spec declares, by id; other locales translate them in locales/<locale>.json. */
export const specMessages = defineMessages({
  'page.login.title': { id: 'page.login.title', defaultMessage: 'Log in' },
  'page.login.description': {
    id: 'page.login.description',
    defaultMessage: 'Log in to your account to manage your subscription, devices and downloads.',
  },
  'page.sign-up.title': { id: 'page.sign-up.title', defaultMessage: 'Create your account' },
  'page.sign-up.description': {
    id: 'page.sign-up.description',
    defaultMessage: 'Sign up in a minute with your e-mail address and start browsing privately.',
  },
  'page.forgot-password.title': { id: 'page.forgot-password.title', defaultMessage: 'Forgot your password?' },
  'page.forgot-password.description': {
    id: 'page.forgot-password.description',
    defaultMessage: 'Enter your e-mail address and we will send you a link to set a new password.',
  },
  'page.reset.title': { id: 'page.reset.title', defaultMessage: 'Set a new password' },
  'page.reset.description': { id: 'page.reset.description', defaultMessage: 'Choose a new password for your account.' },
  'page.confirm.title': { id: 'page.confirm.title', defaultMessage: 'Confirm your e-mail' },
  'page.confirm.description': {
    id: 'page.confirm.description',
    defaultMessage: 'Confirm your e-mail address to finish creating your account.',
  },
  'page.order.title': { id: 'page.order.title', defaultMessage: 'Get Premium' },
  'page.order.description': {
    id: 'page.order.description',
    defaultMessage: 'Choose a Premium plan and pay securely to unlock every server location.',
  },
  'page.payment-pending.title': { id: 'page.payment-pending.title', defaultMessage: 'Payment pending' },
  'page.payment-pending.description': {
    id: 'page.payment-pending.description',
    defaultMessage: 'Your payment is being processed. This page updates when it completes.',
  },
  'page.payment-success.title': { id: 'page.payment-success.title', defaultMessage: 'Payment successful' },
  'page.payment-success.description': {
    id: 'page.payment-success.description',
    defaultMessage: 'Thank you! Your Premium access is active.',
  },
  'page.payment-failed.title': { id: 'page.payment-failed.title', defaultMessage: 'Payment failed' },
  'page.payment-failed.description': {
    id: 'page.payment-failed.description',
    defaultMessage: 'Your payment did not go through. No money was taken; please try again.',
  },
  'page.cabinet.title': { id: 'page.cabinet.title', defaultMessage: 'Your account' },
  'page.cabinet.description': { id: 'page.cabinet.description', defaultMessage: 'Manage your profile, downloads and connection settings.' },
  'page.cabinet-profile.title': { id: 'page.cabinet-profile.title', defaultMessage: 'Profile' },
  'page.cabinet-profile.description': {
    id: 'page.cabinet-profile.description',
    defaultMessage: 'Your e-mail, access type, subscription and payments.',
  },
  'page.cabinet-download.title': { id: 'page.cabinet-download.title', defaultMessage: 'Downloads' },
  'page.cabinet-download.description': {
    id: 'page.cabinet-download.description',
    defaultMessage: 'Download the apps and browser extensions for your devices.',
  },
  'page.cabinet-configuration.title': { id: 'page.cabinet-configuration.title', defaultMessage: 'Configuration' },
  'page.cabinet-configuration.description': {
    id: 'page.cabinet-configuration.description',
    defaultMessage: 'Create connection configuration files for your router and other devices.',
  },
  'page.profile-check.title': { id: 'page.profile-check.title', defaultMessage: 'Checking your account' },
  'page.profile-check.description': {
    id: 'page.profile-check.description',
    defaultMessage: 'We are checking your session and taking you to the right page.',
  },
  'page.zendesk-sso.title': { id: 'page.zendesk-sso.title', defaultMessage: 'Support sign-in' },
  'page.zendesk-sso.description': { id: 'page.zendesk-sso.description', defaultMessage: 'Signing you in to the help centre.' },
  'page.main.title': { id: 'page.main.title', defaultMessage: 'Fast, private VPN for every device' },
  'page.main.description': {
    id: 'page.main.description',
    defaultMessage: 'Protect your privacy, unblock sites and stay safe on public Wi-Fi with a free VPN and Premium servers worldwide.',
  },
  'page.no-logs-policy.title': { id: 'page.no-logs-policy.title', defaultMessage: 'No-logs policy' },
  'page.no-logs-policy.description': {
    id: 'page.no-logs-policy.description',
    defaultMessage: 'We do not log what you do online. Read exactly what we store and what we never keep.',
  },
  'page.servers.title': { id: 'page.servers.title', defaultMessage: 'VPN servers' },
  'page.servers.description': {
    id: 'page.servers.description',
    defaultMessage: 'Every FVP server location by country and city, with the free ones marked.',
  },
  'page.free-servers.title': { id: 'page.free-servers.title', defaultMessage: 'Free VPN servers' },
  'page.free-servers.description': {
    id: 'page.free-servers.description',
    defaultMessage: 'The VPN locations you can use with a free FVP account, by country and city.',
  },
  'page.gaming.title': { id: 'page.gaming.title', defaultMessage: 'VPN for gaming' },
  'page.gaming.description': {
    id: 'page.gaming.description',
    defaultMessage:
      'Keep your home IP address away from DDoS attacks, get around throttling of game traffic and play with friends in other regions.',
  },
  'page.streaming.title': { id: 'page.streaming.title', defaultMessage: 'VPN for streaming' },
  'page.streaming.description': {
    id: 'page.streaming.description',
    defaultMessage: 'Watch your favourite shows and films from anywhere with fast, stable connections.',
  },
  'page.music.title': { id: 'page.music.title', defaultMessage: 'VPN for music' },
  'page.music.description': {
    id: 'page.music.description',
    defaultMessage: 'Listen to your music services privately, on public Wi-Fi and when you travel.',
  },
  'page.steam-savings.title': { id: 'page.steam-savings.title', defaultMessage: 'Save on Steam with a VPN' },
  'page.steam-savings.description': {
    id: 'page.steam-savings.description',
    defaultMessage: 'Learn how regional pricing works and how a VPN helps you see it.',
  },
  'page.tickets.title': { id: 'page.tickets.title', defaultMessage: 'Cheaper tickets with a VPN' },
  'page.tickets.description': {
    id: 'page.tickets.description',
    defaultMessage: 'Compare flight and event ticket prices from different countries.',
  },
  'page.hotels.title': { id: 'page.hotels.title', defaultMessage: 'Cheaper hotels with a VPN' },
  'page.hotels.description': { id: 'page.hotels.description', defaultMessage: 'See hotel prices as locals do and book with confidence.' },
  'page.car-rental.title': { id: 'page.car-rental.title', defaultMessage: 'Cheaper car rental with a VPN' },
  'page.car-rental.description': {
    id: 'page.car-rental.description',
    defaultMessage: 'Compare car rental prices across regions before you book.',
  },
  'page.torrents.title': { id: 'page.torrents.title', defaultMessage: 'VPN for torrents' },
  'page.torrents.description': {
    id: 'page.torrents.description',
    defaultMessage: 'Share files privately with encrypted traffic and a hidden IP address.',
  },
  'page.data-protection.title': { id: 'page.data-protection.title', defaultMessage: 'Data protection' },
  'page.data-protection.description': {
    id: 'page.data-protection.description',
    defaultMessage: 'Keep your personal data safe from trackers, advertisers and attackers.',
  },
  'page.anonymous-browsing.title': { id: 'page.anonymous-browsing.title', defaultMessage: 'Anonymous browsing' },
  'page.anonymous-browsing.description': {
    id: 'page.anonymous-browsing.description',
    defaultMessage: 'Hide your IP address and browse the web without being followed.',
  },
  'page.free-wifi.title': { id: 'page.free-wifi.title', defaultMessage: 'Safe public Wi-Fi' },
  'page.free-wifi.description': {
    id: 'page.free-wifi.description',
    defaultMessage: 'Stay protected on café, airport and hotel Wi-Fi networks.',
  },
  'page.encryption.title': { id: 'page.encryption.title', defaultMessage: 'Encryption' },
  'page.encryption.description': {
    id: 'page.encryption.description',
    defaultMessage: 'How we encrypt your traffic and which protocols keep it safe.',
  },
  'page.change-ip.title': { id: 'page.change-ip.title', defaultMessage: 'Change your IP address' },
  'page.change-ip.description': {
    id: 'page.change-ip.description',
    defaultMessage: 'Change your IP address in one tap and appear to be in another country.',
  },
  'page.dns-check.title': { id: 'page.dns-check.title', defaultMessage: 'DNS leak test' },
  'page.dns-check.description': {
    id: 'page.dns-check.description',
    defaultMessage: 'Check whether your DNS requests leak outside the VPN tunnel.',
  },
  'page.web-rtc.title': { id: 'page.web-rtc.title', defaultMessage: 'WebRTC leak test' },
  'page.web-rtc.description': {
    id: 'page.web-rtc.description',
    defaultMessage: 'Check whether your browser reveals your real IP address through WebRTC.',
  },
  'page.virus-scan.title': { id: 'page.virus-scan.title', defaultMessage: 'Virus scan' },
  'page.virus-scan.description': {
    id: 'page.virus-scan.description',
    defaultMessage: 'Check files and links for malware before you open them.',
  },
  'page.ip-check.title': { id: 'page.ip-check.title', defaultMessage: 'What is my IP address?' },
  'page.ip-check.description': {
    id: 'page.ip-check.description',
    defaultMessage: 'See your public IP address, location and internet provider.',
  },
  'page.password-generator.title': { id: 'page.password-generator.title', defaultMessage: 'Password generator' },
  'page.password-generator.description': {
    id: 'page.password-generator.description',
    defaultMessage: 'Create strong, random passwords in your browser.',
  },
  'page.download.title': { id: 'page.download.title', defaultMessage: 'Download the VPN' },
  'page.download.description': {
    id: 'page.download.description',
    defaultMessage: 'Get the app for Windows, macOS, Android, iOS, Linux and your browser.',
  },
  'page.android.title': { id: 'page.android.title', defaultMessage: 'VPN for Android' },
  'page.android.description': {
    id: 'page.android.description',
    defaultMessage: 'Download the Android app and protect your phone in one tap.',
  },
  'page.ios.title': { id: 'page.ios.title', defaultMessage: 'VPN for iPhone and iPad' },
  'page.ios.description': {
    id: 'page.ios.description',
    defaultMessage: 'Download the iOS app from the App Store and stay private on the go.',
  },
  'page.chrome.title': { id: 'page.chrome.title', defaultMessage: 'VPN extension for Chrome' },
  'page.chrome.description': {
    id: 'page.chrome.description',
    defaultMessage: 'Add the browser extension to Chrome and protect your browsing.',
  },
  'page.firefox.title': { id: 'page.firefox.title', defaultMessage: 'VPN extension for Firefox' },
  'page.firefox.description': {
    id: 'page.firefox.description',
    defaultMessage: 'Add the browser extension to Firefox and protect your browsing.',
  },
  'page.edge.title': { id: 'page.edge.title', defaultMessage: 'VPN extension for Edge' },
  'page.edge.description': {
    id: 'page.edge.description',
    defaultMessage: 'Add the browser extension to Microsoft Edge and protect your browsing.',
  },
  'page.opera.title': { id: 'page.opera.title', defaultMessage: 'VPN extension for Opera' },
  'page.opera.description': {
    id: 'page.opera.description',
    defaultMessage: 'Add the browser extension to Opera and protect your browsing.',
  },
  'page.yandex.title': { id: 'page.yandex.title', defaultMessage: 'VPN extension for Yandex Browser' },
  'page.yandex.description': {
    id: 'page.yandex.description',
    defaultMessage: 'Add the browser extension to Yandex Browser and protect your browsing.',
  },
  'page.windows.title': { id: 'page.windows.title', defaultMessage: 'VPN for Windows' },
  'page.windows.description': { id: 'page.windows.description', defaultMessage: 'Download the Windows app and secure your PC.' },
  'page.mac.title': { id: 'page.mac.title', defaultMessage: 'VPN for Mac' },
  'page.mac.description': { id: 'page.mac.description', defaultMessage: 'Download the macOS app and secure your Mac.' },
  'page.linux.title': { id: 'page.linux.title', defaultMessage: 'VPN for Linux' },
  'page.linux.description': { id: 'page.linux.description', defaultMessage: 'Set up the VPN on Linux in a few steps.' },
  'page.router.title': { id: 'page.router.title', defaultMessage: 'VPN for routers' },
  'page.router.description': {
    id: 'page.router.description',
    defaultMessage: 'Protect every device at home by setting up the VPN on your router.',
  },
  'page.openvpn.title': { id: 'page.openvpn.title', defaultMessage: 'OpenVPN setup' },
  'page.openvpn.description': {
    id: 'page.openvpn.description',
    defaultMessage: 'Connect with OpenVPN on any device using our configuration files.',
  },
  'page.android-tv.title': { id: 'page.android-tv.title', defaultMessage: 'VPN for Android TV' },
  'page.android-tv.description': {
    id: 'page.android-tv.description',
    defaultMessage: 'Install the app on Android TV and watch without borders.',
  },
  'page.free-vpn-pc.title': { id: 'page.free-vpn-pc.title', defaultMessage: 'Free VPN for PC' },
  'page.free-vpn-pc.description': { id: 'page.free-vpn-pc.description', defaultMessage: 'Download a free VPN for your computer.' },
  'page.terms.title': { id: 'page.terms.title', defaultMessage: 'Terms of service' },
  'page.terms.description': {
    id: 'page.terms.description',
    defaultMessage:
      'The rules for using FVP, covering who may use it, accounts, the free plan and Premium, payment and renewal, refunds, acceptable use and governing law.',
  },
  'page.policy.title': { id: 'page.policy.title', defaultMessage: 'Privacy policy' },
  'page.policy.description': {
    id: 'page.policy.description',
    defaultMessage:
      'Which personal data FVP keeps for the website, accounts and Premium, why and for how long, who processes it, and how to use your privacy rights.',
  },
  'page.contact-us.title': { id: 'page.contact-us.title', defaultMessage: 'Contact us' },
  'page.contact-us.description': {
    id: 'page.contact-us.description',
    defaultMessage: 'Questions or feedback? Get in touch with our team.',
  },
  'page.thanks.title': { id: 'page.thanks.title', defaultMessage: 'Thank you' },
  'page.thanks.description': {
    id: 'page.thanks.description',
    defaultMessage: 'Your message has reached FVP support. Where our reply will arrive, and pages that may help while you wait.',
  },
  'page.cookies.title': { id: 'page.cookies.title', defaultMessage: 'Cookie policy' },
  'page.cookies.description': { id: 'page.cookies.description', defaultMessage: 'Which cookies we use and why.' },
  'page.lite-vpn-policy.title': { id: 'page.lite-vpn-policy.title', defaultMessage: 'Lite VPN privacy policy' },
  'page.lite-vpn-policy.description': {
    id: 'page.lite-vpn-policy.description',
    defaultMessage:
      'What the account-free Lite VPN app keeps and why, from its anonymous installation identifier to optional crash reports, and what it never records.',
  },
  'page.about-us.title': { id: 'page.about-us.title', defaultMessage: 'About us' },
  'page.about-us.description': {
    id: 'page.about-us.description',
    defaultMessage: 'Why FVP exists, what it stands for, how the service is built and paid for, and how to reach the company that runs it.',
  },
  'page.careers.title': { id: 'page.careers.title', defaultMessage: 'Careers' },
  'page.careers.description': {
    id: 'page.careers.description',
    defaultMessage:
      'No open positions are listed right now: the kinds of work behind FVP, what we value and how to send an open application.',
  },
  'page.affiliate-program.title': { id: 'page.affiliate-program.title', defaultMessage: 'Affiliate program' },
  'page.affiliate-program.description': {
    id: 'page.affiliate-program.description',
    defaultMessage:
      'For publishers and creators: how FVP partner links, attribution and postbacks work, the partner rules, and how to apply.',
  },
  'page.referral-program.title': { id: 'page.referral-program.title', defaultMessage: 'Recommend FVP' },
  'page.referral-program.description': {
    id: 'page.referral-program.description',
    defaultMessage:
      'How to recommend FVP to friends and family and help them set it up. FVP does not reward invitations with Premium days or money.',
  },
  'page.refund.title': { id: 'page.refund.title', defaultMessage: 'Refund policy' },
  'page.refund.description': {
    id: 'page.refund.description',
    defaultMessage:
      'When a Premium payment made on our website is refunded in full, how to ask for it, and how refunds of app store purchases work.',
  },
  'page.answers.title': { id: 'page.answers.title', defaultMessage: 'Answers' },
  'page.answers.description': { id: 'page.answers.description', defaultMessage: 'Answers to frequent questions about our VPN.' },
  'page.answer.title': { id: 'page.answer.title', defaultMessage: '{question}' },
  'page.answer.description': { id: 'page.answer.description', defaultMessage: '{summary}' },
  'page.vpn-comparison.title': { id: 'page.vpn-comparison.title', defaultMessage: 'VPN comparison' },
  'page.vpn-comparison.description': {
    id: 'page.vpn-comparison.description',
    defaultMessage:
      'The FVP free plan, Premium and browsing without a VPN side by side: what each protects, locations, manual setup and price.',
  },
  'page.blog.title': { id: 'page.blog.title', defaultMessage: 'Blog' },
  'page.blog.description': { id: 'page.blog.description', defaultMessage: 'News, guides and tips about privacy and security online.' },
  'page.blog-page.title': { id: 'page.blog-page.title', defaultMessage: 'Blog, page {page}' },
  'page.blog-page.description': {
    id: 'page.blog-page.description',
    defaultMessage: 'Guides and tips about privacy and security online, page {page}.',
  },
  'page.blog-article.title': { id: 'page.blog-article.title', defaultMessage: '{title}' },
  'page.blog-article.description': { id: 'page.blog-article.description', defaultMessage: '{description}' },
  'page.roblox.title': { id: 'page.roblox.title', defaultMessage: 'VPN for Roblox' },
  'page.roblox.description': {
    id: 'page.roblox.description',
    defaultMessage: 'Play Roblox over an encrypted connection at home and on public Wi-Fi, with your home IP address kept private.',
  },
  'page.warzone.title': { id: 'page.warzone.title', defaultMessage: 'VPN for Warzone' },
  'page.warzone.description': {
    id: 'page.warzone.description',
    defaultMessage:
      'Hide your home IP address from other Call of Duty: Warzone players on PC and consoles, with an honest word on ping and matchmaking.',
  },
  'page.netflix.title': { id: 'page.netflix.title', defaultMessage: 'VPN for Netflix' },
  'page.netflix.description': {
    id: 'page.netflix.description',
    defaultMessage:
      'Use your own Netflix subscription over an encrypted connection when you travel or use hotel Wi-Fi. Netflix sets its catalogue and terms.',
  },
  'page.twitter.title': { id: 'page.twitter.title', defaultMessage: 'VPN for X (Twitter)' },
  'page.twitter.description': {
    id: 'page.twitter.description',
    defaultMessage:
      'Follow X (Twitter) over an encrypted connection, with honest notes on network blocks, what X still sees and keeping your account secure.',
  },
  'page.reddit.title': { id: 'page.reddit.title', defaultMessage: 'VPN for Reddit' },
  'page.reddit.description': {
    id: 'page.reddit.description',
    defaultMessage:
      'Use Reddit over an encrypted connection on school, work and public networks, and learn what a VPN does not hide from Reddit.',
  },
  'page.pubg.title': { id: 'page.pubg.title', defaultMessage: 'VPN for PUBG' },
  'page.pubg.description': {
    id: 'page.pubg.description',
    defaultMessage: 'Hide your home IP address from DDoS attacks in PUBG and choose a VPN location near the game server you play on.',
  },
  'page.mobile-legends.title': { id: 'page.mobile-legends.title', defaultMessage: 'VPN for Mobile Legends' },
  'page.mobile-legends.description': {
    id: 'page.mobile-legends.description',
    defaultMessage:
      'Play Mobile Legends over an encrypted connection on Wi-Fi and mobile data, with honest advice on ping and disconnects.',
  },
  'page.instagram.title': { id: 'page.instagram.title', defaultMessage: 'VPN for Instagram' },
  'page.instagram.description': {
    id: 'page.instagram.description',
    defaultMessage:
      'Use Instagram over an encrypted connection on public Wi-Fi and mobile data, with honest notes on blocks, location tags and sign-in checks.',
  },
  'page.disney-plus.title': { id: 'page.disney-plus.title', defaultMessage: 'VPN for Disney+' },
  'page.disney-plus.description': {
    id: 'page.disney-plus.description',
    defaultMessage:
      'Use your own Disney+ subscription over an encrypted connection when you travel. Availability differs by country and the Disney+ terms apply.',
  },
  'page.gameloop.title': { id: 'page.gameloop.title', defaultMessage: 'VPN for GameLoop' },
  'page.gameloop.description': {
    id: 'page.gameloop.description',
    defaultMessage:
      'Run FVP on your Windows PC to cover GameLoop and its mobile games, with an honest word on performance and on the rules of each game.',
  },
  'page.free-fire.title': { id: 'page.free-fire.title', defaultMessage: 'VPN for Free Fire' },
  'page.free-fire.description': {
    id: 'page.free-fire.description',
    defaultMessage:
      'Play Free Fire on public Wi-Fi and mobile data over an encrypted connection. Your account’s region and the game’s rules stay the same.',
  },
  'page.telegram.title': { id: 'page.telegram.title', defaultMessage: 'VPN for Telegram' },
  'page.telegram.description': {
    id: 'page.telegram.description',
    defaultMessage:
      'Reach Telegram chats, channels and calls on networks that block or slow them, and hide your use of Telegram from the local network.',
  },
  'page.whatsapp.title': { id: 'page.whatsapp.title', defaultMessage: 'VPN for WhatsApp' },
  'page.whatsapp.description': {
    id: 'page.whatsapp.description',
    defaultMessage:
      'Reach WhatsApp calls and messages on networks that block or degrade them, and hide which apps you use from the local network.',
  },
  'page.al-jazeera.title': { id: 'page.al-jazeera.title', defaultMessage: 'VPN for Al Jazeera' },
  'page.al-jazeera.description': {
    id: 'page.al-jazeera.description',
    defaultMessage:
      'Read and watch Al Jazeera on networks that block it and keep what you read private from the local network. Local laws and broadcast rights apply.',
  },
  'page.tiktok.title': { id: 'page.tiktok.title', defaultMessage: 'VPN for TikTok' },
  'page.tiktok.description': {
    id: 'page.tiktok.description',
    defaultMessage:
      'Watch TikTok over an encrypted connection on shared networks and mobile data, with an honest note on why a VPN alone may not change your feed.',
  },
  'page.double-vpn.title': { id: 'page.double-vpn.title', defaultMessage: 'Double VPN' },
  'page.double-vpn.description': {
    id: 'page.double-vpn.description',
    defaultMessage:
      'What a double VPN (multi-hop) is, what it protects against and what it costs, and why FVP uses one encrypted hop instead.',
  },
  'page.access-app-store.title': { id: 'page.access-app-store.title', defaultMessage: 'App stores of other countries' },
  'page.access-app-store.description': {
    id: 'page.access-app-store.description',
    defaultMessage:
      'Why a VPN alone does not switch your App Store or Google Play country, what changing your account region involves, and where a VPN does help.',
  },
  'page.country.title': { id: 'page.country.title', defaultMessage: 'VPN for {country}' },
  'page.country.description': {
    id: 'page.country.description',
    defaultMessage: 'Get a fast, private VPN connection in {country}: hide your IP address and browse freely.',
  },
  'page.country-service.title': { id: 'page.country-service.title', defaultMessage: '{service} in {country}' },
  'page.country-service.description': {
    id: 'page.country-service.description',
    defaultMessage: '{service} in {country}: a fast, private VPN connection that keeps you safe and unblocked.',
  },
  'error.title': { id: 'error.title', defaultMessage: 'Page not found' },
  'error.heading': { id: 'error.heading', defaultMessage: 'Houston, we have a problem: this page drifted off into space.' },
  'error.link': { id: 'error.link', defaultMessage: 'Back to the main page' },
  'error.description': { id: 'error.description', defaultMessage: 'The page you are looking for does not exist or has moved.' },
  'error.server.title': { id: 'error.server.title', defaultMessage: 'Something went wrong' },
  'error.server.heading': {
    id: 'error.server.heading',
    defaultMessage: 'Our rocket hit some turbulence: this page could not be shown just now.',
  },
  'error.server.description': {
    id: 'error.server.description',
    defaultMessage: 'An error on our side kept this page from loading. Please try again in a moment.',
  },
});
