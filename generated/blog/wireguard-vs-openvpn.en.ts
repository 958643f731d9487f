/* eslint-disable */
// Generated from content/blog/wireguard-vs-openvpn/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "WireGuard or OpenVPN? Choosing the right VPN protocol". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Most VPN apps let you choose a “protocol”, and the two names you will see most often are WireGuard and OpenVPN. Both are widely used and both are considered secure when set up properly. They are simply built with different priorities, and those differences decide which one suits you in a given situation.',
    ],
    type: 'p',
  },
  { content: ['What a VPN protocol is'], type: 'h2' },
  {
    content: [
      'A VPN protocol is the set of rules your device and the VPN server follow to work together. It decides how they prove who they are, how they agree on encryption keys, how your data is packed and encrypted, and how the connection recovers when the network hiccups.',
    ],
    type: 'p',
  },
  {
    content: [
      'The protocol does not change ',
      { em: ['what'] },
      ' a VPN does for you: in both cases your traffic is encrypted between your device and the VPN server, and websites see the server’s IP address instead of yours. What changes is how the connection behaves: how quickly it starts, how it copes with switching networks, how much work your device does, and whether it gets through networks that block some kinds of traffic.',
    ],
    type: 'p',
  },
  { content: ['WireGuard: small and modern'], type: 'h2' },
  {
    content: ['WireGuard is the newer of the two. It was designed to be as simple as possible.'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['A small codebase.'] },
        ' WireGuard is made of far less code than older VPN software. Less code is easier for experts to review and leaves fewer places for mistakes to hide.',
      ],
      [
        { strong: ['Fixed, modern cryptography.'] },
        ' Instead of offering a menu of encryption options, WireGuard uses one carefully chosen set of modern algorithms. There is nothing to misconfigure and no weaker option to fall back to. If those algorithms ever need replacing, the protocol gets a new version rather than a new setting.',
      ],
      [
        { strong: ['Built for changing networks.'] },
        ' WireGuard handles moves between Wi-Fi and mobile data smoothly, often without you noticing a reconnection.',
      ],
      [{ strong: ['Quiet when idle.'] }, ' It sends very little when you are not using the connection, which helps on phones and laptops.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'The main limitation is that WireGuard only uses UDP, a type of network traffic that some hotel, office, school or public networks restrict.',
    ],
    type: 'p',
  },
  { content: ['OpenVPN: mature and flexible'], type: 'h2' },
  {
    content: [
      'OpenVPN has been around for much longer and has a long track record of use and review in everything from home routers to large companies.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Mature and widely supported.'] },
        ' Many routers and devices can use OpenVPN with a simple configuration file, even without a dedicated app.',
      ],
      [
        { strong: ['Flexible.'] },
        ' It supports many settings and encryption options. That flexibility is useful for administrators, though it also means a setup is only as good as its configuration.',
      ],
      [
        { strong: ['Runs over UDP or TCP.'] },
        ' This is OpenVPN’s practical advantage. UDP is the faster choice in normal conditions. TCP is the kind of traffic most web browsing uses, so on restrictive networks where only a few ports or types of traffic are allowed, OpenVPN over TCP can often connect when other options fail.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'TCP mode has a cost: on a poor or congested connection it tends to be slower, because lost data may be resent twice, once by the VPN and once by the traffic inside it. Use it when you need it, not by default.',
    ],
    type: 'p',
  },
  { content: ['Speed and battery in general terms'], type: 'h2' },
  {
    content: [
      'Exact speeds depend on your device, your network, the distance to the server and how busy it is, so any single number would be misleading. In general terms:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        'WireGuard is usually the faster and lighter option, with quick connections and low overhead. On phones and laptops, that often means better battery life.',
      ],
      ['OpenVPN over UDP is typically a little slower and does more work on your device.'],
      ['OpenVPN over TCP is usually the slowest of the three, especially on unreliable connections.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'On a fast, stable home connection you may notice little difference. On a phone moving between networks or an older device, the difference is easier to feel.',
    ],
    type: 'p',
  },
  { content: ['When to pick which'], type: 'h2' },
  { content: ['A simple order to try:'], type: 'p' },
  {
    items: [
      [{ strong: ['Start with WireGuard.'] }, ' It is a good default for everyday use on computers, phones and tablets.'],
      [{ strong: ['Switch to OpenVPN UDP'] }, ' if WireGuard will not connect or keeps dropping on a particular network.'],
      [
        { strong: ['Switch to OpenVPN TCP'] },
        ' on networks that block most traffic, such as some hotels, offices, schools or public hotspots. Expect it to be slower.',
      ],
      [{ strong: ['Use OpenVPN'] }, ' on routers and devices that only accept OpenVPN configuration files.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'If one protocol connects but websites load badly, try another before changing servers: the network between you and the server may simply handle one better.',
    ],
    type: 'p',
  },
  { content: ['Using the protocols with FVP'], type: 'h2' },
  {
    content: [
      'FVP works with all three: WireGuard, OpenVPN over UDP and OpenVPN over TCP. With Premium you can also download a configuration file for each of them, to set up routers and other devices that cannot run the apps. You will find the apps on the ',
      { content: ['download page'], href: '/download/' },
      ' and setup guidance on the ',
      { content: ['OpenVPN page'], href: '/openvpn/' },
      '.',
    ],
    type: 'p',
  },
  {
    content: [
      'Whichever protocol you use, it is worth running the ',
      { content: ['DNS leak test'], href: '/dns-check/' },
      ' after connecting. The protocol protects the tunnel, but your device’s settings decide whether all of your traffic actually goes through it.',
    ],
    type: 'p',
  },
];
