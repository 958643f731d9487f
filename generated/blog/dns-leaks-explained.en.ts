/* eslint-disable */
// Generated from content/blog/dns-leaks-explained/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "DNS leaks explained, and how to test for and fix them". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'A VPN can be working and still give away which sites you visit. The usual culprit is a DNS leak. It is easy to check for and, in most cases, easy to fix.',
    ],
    type: 'p',
  },
  { content: ['What DNS is'], type: 'h2' },
  {
    content: [
      'Computers find each other by IP address, but people use names such as example.com. The ',
      { strong: ['Domain Name System (DNS)'] },
      ' translates one into the other. Every time you open a website or an app connects to a service, your device first asks a DNS server, called a ',
      { em: ['resolver'] },
      ', “what is the address for this name?”',
    ],
    type: 'p',
  },
  {
    content: [
      'By default, that resolver is usually run by your internet provider or by whoever runs the network you are on, and your router hands its address to your devices. Classic DNS lookups are not encrypted, so the resolver, and anyone watching the network, can see every name you look up.',
    ],
    type: 'p',
  },
  { content: ['What a DNS leak is'], type: 'h2' },
  {
    content: [
      'When you connect to a VPN, your lookups should travel inside the encrypted tunnel to a resolver chosen by the VPN. A ',
      { strong: ['DNS leak'] },
      ' happens when some or all of them go elsewhere, typically straight to your provider’s resolver, outside the tunnel.',
    ],
    type: 'p',
  },
  {
    content: [
      'Everything else may look fine: websites see the VPN server’s IP address and your traffic is encrypted. But your provider or the local network still receives a list of the domain names you look up, and when.',
    ],
    type: 'p',
  },
  { content: ['Why it matters'], type: 'h2' },
  {
    content: [
      'The names you look up reveal a lot: the news sites you read, the shops you browse, the health or money questions you search. Hiding this from your network and provider is one of the main reasons to use a VPN. A leak quietly undoes that, and because nothing looks broken, you won’t notice unless you test.',
    ],
    type: 'p',
  },
  { content: ['Common causes'], type: 'h2' },
  { content: ['Operating system settings'], type: 'h3' },
  {
    content: [
      'Your device may keep using the DNS servers set for your Wi-Fi or Ethernet connection, or send lookups through several network connections at once and use whichever answers first. VPN apps usually take care of this, but a system update, a second network adapter or other networking software can interfere.',
    ],
    type: 'p',
  },
  { content: ['IPv6'], type: 'h3' },
  {
    content: [
      'Many networks now support both the older IPv4 and the newer IPv6. If a VPN setup only covers IPv4, your device may send IPv6 lookups, and sometimes other IPv6 traffic, directly to your provider.',
    ],
    type: 'p',
  },
  { content: ['Browser DNS-over-HTTPS'], type: 'h3' },
  {
    content: [
      'Many browsers offer “secure DNS” or DNS-over-HTTPS, which sends lookups, encrypted, to a DNS provider chosen in the browser settings. This is not a leak to your internet provider, because it cannot read these lookups, but they go to that DNS provider instead of the VPN’s resolver, and the test will show it. Whether that is acceptable is your choice; just make it knowingly.',
    ],
    type: 'p',
  },
  { content: ['Manual configurations'], type: 'h3' },
  {
    content: [
      'A custom DNS server typed into your network settings or your router, a hand-made VPN configuration file without a DNS line, or a system that does not apply the DNS setting from a configuration file can all send lookups outside the tunnel. Linux systems in particular may need an extra step for a configuration file’s DNS setting to take effect.',
    ],
    type: 'p',
  },
  { content: ['How to test for a DNS leak'], type: 'h2' },
  {
    content: [
      'Use the ',
      { content: ['DNS leak test'], href: '/dns-check/' },
      ' on this site. It shows which DNS servers handled lookups from your device.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Run it once without the VPN.'] },
        ' Note what you see: usually servers belonging to your internet provider, in your own country. This is your baseline.',
      ],
      [{ strong: ['Connect to the VPN and run it again.'] }],
      [
        { strong: ['Compare.'] },
        ' If only servers belonging to the VPN appear, there is no leak. If your provider’s servers from step 1 appear, your lookups are leaking. If a public DNS service you recognise appears, look at your browser’s secure DNS setting or any custom DNS you have set.',
      ],
    ],
    type: 'ol',
  },
  {
    content: [
      'Repeat the test in each browser you use and after changing protocol, network or device. While you are at it, the ',
      { content: ['WebRTC leak test'], href: '/web-rtc/' },
      ' checks a different problem: a browser revealing your real IP address.',
    ],
    type: 'p',
  },
  { content: ['How to fix a DNS leak'], type: 'h2' },
  { content: ['Work through these in order and test again after each change:'], type: 'p' },
  {
    items: [
      [
        { strong: ['Use the VPN app where you can.'] },
        ' Apps set DNS for you, which is more reliable than a manual setup. With FVP, the apps for each platform are on the ',
        { content: ['download page'], href: '/download/' },
        '. Keep the app and your system updated.',
      ],
      [
        { strong: ['Remove custom DNS servers'] },
        ' from your network adapter settings, or set them back to automatic, while you use the VPN. Check your router too.',
      ],
      [
        { strong: ['Review your browser’s secure DNS setting.'] },
        ' Turn it off or set it to use your system’s default if you want lookups to go through the VPN’s resolver.',
      ],
      [
        { strong: ['Check IPv6.'] },
        ' If IPv6 addresses from your provider show up and your VPN setup does not cover IPv6, turning off IPv6 for that network connection is a common workaround.',
      ],
      [
        { strong: ['Fix configuration files.'] },
        ' Make sure a manual configuration includes the VPN’s DNS setting and that your system actually applies it. Downloading a fresh configuration file is often quicker than editing an old one.',
      ],
      [{ strong: ['Reconnect and test.'] }, ' Disconnect, reconnect and run the DNS leak test again.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'If the leak persists after these steps, try another protocol or device to narrow it down, and contact your VPN provider’s support with what the test shows.',
    ],
    type: 'p',
  },
];
