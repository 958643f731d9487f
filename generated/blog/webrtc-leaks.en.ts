/* eslint-disable */
// Generated from content/blog/webrtc-leaks/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "WebRTC leaks explained, and how to test and fix them". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'You connect your VPN, check your IP address, and everything looks right. Yet a web page may still be able to learn your real address through a feature built into your browser: WebRTC. This article explains what WebRTC does, why it can leak addresses and how to check and fix it.',
    ],
    type: 'p',
  },
  { content: ['What WebRTC is'], type: 'h2' },
  {
    content: [
      'WebRTC (Web Real-Time Communication) is a set of browser features that lets web pages send audio, video and data directly between users. It powers video calls, voice chat, screen sharing and file transfers in the browser, without plugins. In itself it is not a security flaw.',
    ],
    type: 'p',
  },
  {
    content: [
      'To connect two people directly, though, each browser needs to know which network addresses it can be reached on. That discovery step is where leaks come from.',
    ],
    type: 'p',
  },
  { content: ['How WebRTC discovers addresses'], type: 'h2' },
  {
    content: [
      'WebRTC uses a process called ',
      { strong: ['ICE'] },
      ' (Interactive Connectivity Establishment). The browser gathers a list of “candidates”, addresses where it might be reachable, and shares them with the other side:',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Local addresses'] }, ' of your device’s network interfaces, such as your address on your home Wi-Fi.'],
      [
        { strong: ['Your public address'] },
        ', discovered with the help of a ',
        { strong: ['STUN'] },
        ' server. Your browser sends it a small request, and the STUN server replies with the address the request came from.',
      ],
      [{ strong: ['Relay addresses'] }, ' on a TURN server, used when a direct connection is impossible.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'A web page can start this gathering with a few lines of JavaScript, and it does not need your permission to use the camera or microphone. Whatever addresses the browser collects, the page can read.',
    ],
    type: 'p',
  },
  { content: ['Why a VPN does not always hide them'], type: 'h2' },
  {
    content: [
      'With a VPN app connected at system level, all your traffic, including WebRTC’s STUN requests, normally goes through the encrypted tunnel. The STUN server then sees the VPN server’s address, which is what you want. Leaks happen when something goes around the tunnel:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Browser-only protection.'] },
        ' A VPN or proxy extension covers traffic the browser sends through it. WebRTC traffic may not follow the same path, so STUN requests can leave over your normal connection and reveal your real public address.',
      ],
      [
        { strong: ['IPv6.'] },
        ' If your connection has a public IPv6 address and your VPN setup does not cover IPv6 traffic, that address can appear among the local candidates.',
      ],
      [{ strong: ['A dropped connection.'] }, ' If the VPN disconnects, new requests use your normal connection.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Local addresses are a smaller issue. Many current browsers replace them with random names ending in “.local” unless you have given the page access to your camera or microphone.',
    ],
    type: 'p',
  },
  { content: ['How to test for a WebRTC leak'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Find your real address.'] },
        ' Disconnect the VPN, open our ',
        { content: ['IP check'], href: '/ip-check/' },
        ' and note the address shown, including any IPv6 address.',
      ],
      [{ strong: ['Connect the VPN'] }, ' and open the IP check again. You should now see the VPN server’s address.'],
      [
        {
          strong: ['Run the ', { content: ['WebRTC leak test'], href: '/web-rtc/' }],
        },
        ' in the same browser. It shows the addresses your browser reveals through WebRTC.',
      ],
      [{ strong: ['Repeat in each browser'] }, ' you use, and on each device, because every browser handles WebRTC in its own way.'],
    ],
    type: 'ol',
  },
  { content: ['How to read the result'], type: 'h2' },
  { content: ['Compare the addresses in the test with what you noted:'], type: 'p' },
  {
    items: [
      [{ strong: ['Only the VPN server’s address'] }, ', or no public address at all: no leak.'],
      [{ strong: ['Your real public address'] }, ', IPv4 or IPv6: a leak. Websites can see your real address despite the VPN.'],
      [
        { strong: ['Private addresses'] },
        ' such as 192.168.x.x, 10.x.x.x or 172.16.x.x to 172.31.x.x, or IPv6 addresses starting with fe80 or fd: these are only valid on your local network and do not reveal your public address or location, though they add a little detail to a browser fingerprint.',
      ],
      [{ strong: ['Names ending in “.local”'] }, ': your browser is hiding local addresses, which is good.'],
      [{ strong: ['Nothing at all'] }, ': WebRTC is disabled or blocked in that browser.'],
    ],
    type: 'ul',
  },
  { content: ['What to do about a leak'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Keep the VPN app connected at system level.'] },
        ' A VPN app, such as FVP’s apps for computers and phones, routes the traffic of the whole device, not just the browser. Get it from the ',
        { content: ['download page'], href: '/download/' },
        ' and leave it connected while you browse.',
      ],
      [
        { strong: ['Know what an extension covers.'] },
        ' A VPN browser extension is handy, but it protects browser traffic only. Use the app too when you need your address hidden, and test the combination.',
      ],
      [
        { strong: ['Review your browser’s settings.'] },
        ' Some browsers offer a setting to limit which addresses WebRTC may use. In Firefox, setting ',
        { em: ['media.peerconnection.enabled'] },
        ' to false on the ',
        { em: ['about:config'] },
        ' page turns WebRTC off completely, which also stops video calls in the browser. Privacy extensions that limit WebRTC are another option.',
      ],
      [
        { strong: ['Be sparing with camera and microphone permissions.'] },
        ' Granting them to a site can let it see more local address detail.',
      ],
      [
        { strong: ['Keep your browser and VPN app updated.'] },
        ' Browsers have improved how they handle WebRTC addresses, and updates bring those fixes.',
      ],
      [{ strong: ['Test again after every change'] }, ' and after updates.'],
    ],
    type: 'ul',
  },
  { content: ['Keep it in proportion'], type: 'h2' },
  {
    content: [
      'A WebRTC leak exposes your IP address, not your browsing history, and a VPN that routes all your traffic largely removes the risk. Testing takes a minute, so it is worth doing whenever you set up a new device or browser, alongside the ',
      { content: ['DNS leak test'], href: '/dns-check/' },
      '.',
    ],
    type: 'p',
  },
];
