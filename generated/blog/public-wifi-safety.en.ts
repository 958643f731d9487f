/* eslint-disable */
// Generated from content/blog/public-wifi-safety/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "How to use public Wi-Fi safely". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Public Wi-Fi in cafés, hotels, airports and trains is convenient, but on a shared network you don’t control who else is connected or who runs the equipment. A few settings and habits go a long way.',
    ],
    type: 'p',
  },
  { content: ['What others on the network can see'], type: 'h2' },
  {
    content: [
      'Two groups can observe your traffic on a public hotspot: ',
      { strong: ['other people connected to the same network'] },
      ', and ',
      { strong: ['whoever operates the hotspot'] },
      ' (the café, the hotel, or the company that manages the Wi-Fi for them).',
    ],
    type: 'p',
  },
  {
    content: [
      'When a site or app uses HTTPS, the content of what you send and receive is encrypted. Someone watching the network cannot read your messages, passwords or card numbers. They can still usually see:',
    ],
    type: 'p',
  },
  {
    items: [
      ['which domain names you look up and connect to (for example, that you visited a bank’s website, but not which pages);'],
      ['when you are online and roughly how much data you send and receive;'],
      ['your device’s hardware (MAC) address and sometimes its name, such as “Anna’s laptop”.'],
    ],
    type: 'ul',
  },
  {
    content: ['Anything sent without encryption, such as an old website on plain HTTP or a badly built app, can be read in full.'],
    type: 'p',
  },
  { content: ['Fake hotspots with familiar names'], type: 'h2' },
  {
    content: [
      'Anyone can set up a hotspot called “Airport Free WiFi” or give it the exact name of the hotel’s network, a trick often called an ',
      { em: ['evil twin'] },
      '. If you connect, the person running it sees everything a real operator would see and can try to send you to fake login pages.',
    ],
    type: 'p',
  },
  { content: ['To reduce the risk:'], type: 'p' },
  {
    items: [
      ['Ask staff for the exact network name, and check the spelling before you connect.'],
      ['Be suspicious of open networks with generic names, or of two networks with nearly identical names.'],
      [
        'Be wary of a captive portal (the page that appears before you get internet access) that asks for more than it needs, such as your email password or card details for a “free” network.',
      ],
    ],
    type: 'ol',
  },
  { content: ['HTTPS helps, but it has limits'], type: 'h2' },
  {
    content: [
      'HTTPS is your most important protection on public Wi-Fi. Check that the browser shows no “Not secure” warning in the address bar, and turn on your browser’s HTTPS-only mode if it has one.',
    ],
    type: 'p',
  },
  {
    content: [
      'HTTPS does not hide which sites you visit, and it does nothing if you are lured to a convincing fake site that has its own valid certificate. And if your browser shows a certificate warning on a public network, ',
      { strong: ['do not click through it'] },
      '. On a shared network, that warning may be the only sign that someone is intercepting your connection. Disconnect and try again later or on another network.',
    ],
    type: 'p',
  },
  { content: ['Settings to change before you travel'], type: 'h2' },
  { content: ['Turn off automatic connection'], type: 'h3' },
  {
    content: [
      'Devices remember networks and rejoin them automatically, which is exactly what a fake hotspot with a familiar name relies on. After using a public network, open its settings and turn off “Auto-join” or “Connect automatically”, or simply tell your device to forget it. On some devices you can also stop them from asking to join open networks at all.',
    ],
    type: 'p',
  },
  {
    content: [
      'While you are there, check for an option to use a private or random hardware address for each network. It makes your device harder to recognise across hotspots.',
    ],
    type: 'p',
  },
  { content: ['Turn off sharing'], type: 'h3' },
  {
    content: ['On a public network, nobody else needs to see your files, printers or screen.'],
    type: 'p',
  },
  {
    items: [
      ['On Windows, mark the network as ', { strong: ['Public'] }, ' so that your PC is not discoverable by other devices.'],
      [
        'On a Mac, turn off File Sharing and other services under Sharing settings you don’t need, and set AirDrop to contacts only or off.',
      ],
      ['On phones, set nearby sharing features to contacts only or off, and turn off Bluetooth when you don’t need it.'],
    ],
    type: 'ul',
  },
  { content: ['Keep things updated'], type: 'h3' },
  {
    content: ['Install system and browser updates before you leave: many attacks rely on flaws that updates have already fixed.'],
    type: 'p',
  },
  { content: ['When a VPN helps'], type: 'h2' },
  {
    content: [
      'A VPN encrypts all the traffic between your device and the VPN server, not only the parts that use HTTPS. On public Wi-Fi, the hotspot owner and other users then see only an encrypted connection to one server, not the domain names you look up, the apps you use or any unencrypted traffic. A fake hotspot sees the same encrypted stream.',
    ],
    type: 'p',
  },
  {
    content: [
      'In practice: connect to the Wi-Fi, complete the captive portal if there is one (the VPN usually cannot connect before you do), then turn on your VPN before opening anything else. With ',
      { content: ['FVP'], href: '/download/' },
      ' installed on your phone and laptop, this takes seconds.',
    ],
    type: 'p',
  },
  { content: ['What a VPN does not protect against'], type: 'h2' },
  {
    content: ['A VPN protects the connection, not your judgement or your device. It does not stop:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['phishing'] },
        ': a fake login page works just as well through a VPN, so type addresses yourself and use two-step verification;',
      ],
      [{ strong: ['malware'] }, ': a harmful download or attachment is still harmful after it passes through the tunnel;'],
      [
        { strong: ['a compromised device'] },
        ': if your phone or laptop is already infected, the VPN cannot stop it from sending your data.',
      ],
    ],
    type: 'ul',
  },
  { content: ['A short checklist'], type: 'h2' },
  {
    items: [
      ['Confirm the network name with staff before you connect.'],
      ['Turn off auto-join and forget networks you won’t use again.'],
      ['Mark the network as public and turn off sharing.'],
      ['Never click through a certificate warning.'],
      ['Turn on a VPN after the captive portal, before anything else.'],
      ['For banking or anything sensitive, consider your phone’s mobile data instead.'],
    ],
    type: 'ul',
  },
];
