/* eslint-disable */
// Generated from content/blog/ip-address-explained/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "What is an IP address, and what does it reveal about you?". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Every time you open a website, your device tells it where to send the answer. That return address is your IP address. It is one of the most basic parts of how the internet works, and also one of the most misunderstood: some people think it reveals their home address, others think hiding it makes them invisible. Neither is quite right.',
    ],
    type: 'p',
  },
  { content: ['What an IP address is'], type: 'h2' },
  {
    content: [
      'IP stands for Internet Protocol, the set of rules devices use to send data across networks. An IP address is a number that identifies a connection on a network, a bit like a postal address for data. When you load a page, your request carries your address so the server knows where to send the reply.',
    ],
    type: 'p',
  },
  {
    content: [
      'Most of the time, the address websites see is not your device’s own. Your home router or mobile carrier gives your connection a ',
      { strong: ['public IP address'] },
      ' and shares it among your devices. Inside your home, each device gets a ',
      { strong: ['private address'] },
      ', often starting with 192.168 or 10, which the outside world never sees.',
    ],
    type: 'p',
  },
  { content: ['What websites can learn from it'], type: 'h2' },
  {
    content: ['Your public IP address is visible to every site and service you connect to. On its own, it can reveal:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['An approximate location.'] },
        ' Lookup databases map addresses to a country and often a region or city. The result can be wrong by a long distance, especially on mobile networks.',
      ],
      [{ strong: ['Your provider.'] }, ' It usually shows which internet provider, mobile carrier or organisation the address belongs to.'],
      [
        { strong: ['The type of network.'] },
        ' Some databases can tell whether an address belongs to a home connection, a business, a data centre or a VPN service.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'What it does not show is your name, your street address or who is sitting at the keyboard. Your internet provider knows which customer used a given address at a given time, and under the laws of its country it can be required to share that information. But a website looking at your address sees a provider and a rough area, not a person.',
    ],
    type: 'p',
  },
  {
    content: ['You can see what your own address reveals with our ', { content: ['IP check'], href: '/ip-check/' }, '.'],
    type: 'p',
  },
  { content: ['IPv4 and IPv6'], type: 'h2' },
  { content: ['There are two versions of IP addresses in use today.'], type: 'p' },
  {
    items: [
      [
        { strong: ['IPv4'] },
        ' addresses are four numbers separated by dots, such as 203.0.113.42. There are only a little over four billion possible IPv4 addresses, not enough for every device to have its own, which is why addresses are shared and reused.',
      ],
      [
        { strong: ['IPv6'] },
        ' addresses are longer, written in groups of letters and numbers separated by colons, such as 2001:db8::1. The supply is so large that every device can have its own public address.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Many connections have both. This matters for privacy: if a tool protects only your IPv4 traffic while IPv6 traffic goes around it, a site may still see your real IPv6 address.',
    ],
    type: 'p',
  },
  { content: ['Dynamic, static and shared addresses'], type: 'h2' },
  {
    content: [
      'Most home and mobile connections get a ',
      { strong: ['dynamic'] },
      ' address that the provider can change from time to time, for example when your router restarts. Some businesses and some plans use a ',
      { strong: ['static'] },
      ' address that stays the same.',
    ],
    type: 'p',
  },
  {
    content: [
      'Because IPv4 addresses are scarce, many mobile carriers and some home providers use ',
      { strong: ['carrier-grade NAT'] },
      ': many customers share one public address at the same time. If you have ever been asked to solve an extra captcha or found a site blocking “your” address for something you did not do, a shared address may be the reason.',
    ],
    type: 'p',
  },
  { content: ['How sites and advertisers use your IP address'], type: 'h2' },
  {
    content: [
      'Websites use your address for ordinary things: picking a language or currency, showing regional content, limiting abuse and spotting suspicious logins. Advertisers and trackers use it as one signal among many.',
    ],
    type: 'p',
  },
  {
    content: [
      'On its own, an IP address is a weak identifier, because it changes and can be shared. It becomes more revealing when combined with other data. ',
      { strong: ['Cookies'] },
      ' and logged-in accounts identify your browser directly. ',
      { strong: ['Browser fingerprinting'] },
      ' combines details like screen size, fonts and settings. Together with your address, these let trackers link your visits across sites and over time.',
    ],
    type: 'p',
  },
  { content: ['What changing your IP address does and does not change'], type: 'h2' },
  {
    content: [
      'Connecting to a VPN replaces your public IP address with the address of the VPN server. With FVP, for example, websites see the server’s address and its location instead of yours, and your internet provider sees encrypted traffic to the VPN rather than the sites you visit.',
    ],
    type: 'p',
  },
  { content: ['What changes:'], type: 'p' },
  {
    items: [
      ['Sites see the VPN server’s address and approximate location, not your own.'],
      ['People on the same network, such as public Wi-Fi, cannot read your traffic.'],
    ],
    type: 'ul',
  },
  { content: ['What does not change:'], type: 'p' },
  {
    items: [
      [{ strong: ['Accounts you are logged into'] }, ' still know it is you.'],
      [{ strong: ['Cookies and fingerprints'] }, ' still work, so clear cookies or use a private window if you want a fresh start.'],
      [
        { strong: ['Leaks'] },
        ' can still give away your real address. A DNS or WebRTC leak can reveal it even while a VPN is connected. Check with our ',
        { content: ['DNS leak test'], href: '/dns-check/' },
        ' and ',
        { content: ['WebRTC leak test'], href: '/web-rtc/' },
        '.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'A new IP address is a useful privacy step, not invisibility. Think of it as one layer: pair it with sensible browser settings, careful logins and tracker-aware habits.',
    ],
    type: 'p',
  },
];
