/* eslint-disable */
// Generated from content/blog/what-a-vpn-does/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "What a VPN does and what it does not do". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'VPNs are often sold as a cure-all for online privacy. They are useful, but for a few specific things, and knowing which ones helps you avoid relying on a VPN for what it cannot do.',
    ],
    type: 'p',
  },
  { content: ['What a VPN is'], type: 'h2' },
  {
    content: [
      'A VPN (virtual private network) is an encrypted connection between your device and a server run by the VPN provider. Once it is on, your device sends its internet traffic through that connection. The VPN server then passes it on to the websites and apps you use, and returns their answers to you the same way.',
    ],
    type: 'p',
  },
  { content: ['What a VPN does'], type: 'h2' },
  { content: ['It encrypts your connection to the VPN server'], type: 'h3' },
  {
    content: [
      'Between your device and the VPN server, your traffic is encrypted. The Wi-Fi network you are on, your home router and your internet provider see that you are connected to a VPN server and roughly how much data passes, but not what is inside. This is most valuable on networks you don’t control, such as hotel or café Wi-Fi.',
    ],
    type: 'p',
  },
  {
    content: ['After the VPN server, your traffic travels on as usual: still encrypted if the site uses HTTPS, unencrypted if not.'],
    type: 'p',
  },
  { content: ['It hides your IP address from the sites you visit'], type: 'h3' },
  {
    content: [
      'Websites and apps see the VPN server’s IP address instead of yours. Your IP address reveals your approximate location and your internet provider, so hiding it gives you a bit more privacy and lets you appear to be in the country of the server you choose. You can check what sites see with an ',
      { content: ['IP check'], href: '/ip-check/' },
      ' before and after connecting.',
    ],
    type: 'p',
  },
  { content: ['It hides the sites you visit from your network and provider'], type: 'h3' },
  {
    content: [
      'Without a VPN, your internet provider or the network owner can usually see which domain names you look up and connect to, even when the pages themselves use HTTPS. With a VPN, these lookups and connections travel inside the tunnel, as long as your setup does not leak them. A ',
      { content: ['DNS leak test'], href: '/dns-check/' },
      ' and a ',
      { content: ['WebRTC leak test'], href: '/web-rtc/' },
      ' help you confirm this.',
    ],
    type: 'p',
  },
  { content: ['What a VPN does not do'], type: 'h2' },
  { content: ['It does not make you anonymous'], type: 'h3' },
  {
    content: [
      'A VPN changes who can see what, but it does not make you invisible. If you sign in to an email account, a social network or an online shop, that service knows it is you, whatever your IP address. Your payment details, your phone number and the things you post still identify you.',
    ],
    type: 'p',
  },
  { content: ['It does not stop tracking by cookies, accounts or fingerprinting'], type: 'h3' },
  {
    content: [
      'Advertisers and websites mostly track people with cookies, logged-in accounts and ',
      { em: ['browser fingerprinting'] },
      ', which combines details such as your screen size, fonts and browser settings into a fairly unique profile. None of these depend on your IP address, so a VPN does not stop them. Browser privacy settings, clearing cookies, separate browser profiles and signing out of accounts do more here.',
    ],
    type: 'p',
  },
  { content: ['It does not protect you from malware or phishing'], type: 'h3' },
  {
    content: [
      'A malicious download is just as harmful when it arrives through a VPN. A fake login page that imitates your bank works the same way with or without one. Keep your software updated, be careful with attachments, type important addresses yourself and turn on two-step verification.',
    ],
    type: 'p',
  },
  { content: ['The trade-off: trusting the VPN provider'], type: 'h2' },
  {
    content: [
      'A VPN does not remove the need for trust; it moves it. Instead of your internet provider or the café’s Wi-Fi, the VPN provider is now in a position to see your traffic metadata: your real IP address, when you connect, how much data you use and which servers you reach. Content protected by HTTPS stays encrypted, but the rest is visible to whoever runs the VPN server.',
    ],
    type: 'p',
  },
  {
    content: [
      'That is why a provider’s logging policy matters more than its marketing. A good policy says clearly what is not recorded (for example browsing history, DNS requests, traffic and connection times) and what little is kept to run the service, such as account and payment details. FVP publishes its ',
      { content: ['no-logs policy'], href: '/no-logs-policy/' },
      ' for exactly this reason: you should be able to read what a provider does with your data before you use it.',
    ],
    type: 'p',
  },
  { content: ['How to choose a VPN'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Read the logging policy.'] },
        ' It should be specific and written in plain language. Vague wording such as “we may collect usage data” deserves a closer look.',
      ],
      [{ strong: ['Know who runs it.'] }, ' A provider should name the company behind it and give a way to contact it.'],
      [
        { strong: ['Check how it is funded.'] },
        ' If a service is free, find out how it pays for itself. A limited free plan alongside a paid plan is a clear model; an unexplained free service may be paying for itself with your data.',
      ],
      [
        { strong: ['Look for modern protocols and your platforms.'] },
        ' WireGuard and OpenVPN are well-established choices. Make sure there are apps for the devices you actually use.',
      ],
      [
        { strong: ['Test it yourself.'] },
        ' After connecting, run an IP check and a DNS leak test. If your real IP address or your provider’s DNS servers appear, something is wrong.',
      ],
      [{ strong: ['Be wary of big promises.'] }, ' No VPN can honestly promise total anonymity or access to every service.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Finally, rules on VPN use differ by country, and some services limit VPN use in their terms. Check the rules that apply to you.',
    ],
    type: 'p',
  },
];
