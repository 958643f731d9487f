/* eslint-disable */
// Generated from content/blog/travel-privacy-checklist/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "A travel privacy checklist for your devices and data abroad". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'On a trip you join unknown networks, plug into unfamiliar chargers, log in from new places and carry everything in a bag that can be lost. A little preparation at home makes most of these risks small. Work through this checklist a few days before you leave, then keep the second half in mind on the road.',
    ],
    type: 'p',
  },
  { content: ['Before you leave'], type: 'h2' },
  { content: ['Update everything'], type: 'h3' },
  {
    content: [
      'Install pending updates for the operating system, browser and apps on every device you bring. Updates fix security holes, and installing them on a slow connection abroad is harder.',
    ],
    type: 'p',
  },
  { content: ['Back up your data'], type: 'h3' },
  {
    content: [
      'A recent backup turns a lost or stolen device into an inconvenience rather than a disaster. Back up photos, documents and your password manager vault, and check that you can restore them. Leave devices you do not need at home.',
    ],
    type: 'p',
  },
  { content: ['Lock and encrypt your devices'], type: 'h3' },
  {
    items: [
      [{ strong: ['Use a screen lock'] }, ' with a PIN or passphrase, not a short pattern, and set the screen to lock quickly.'],
      [
        { strong: ['Check device encryption.'] },
        ' Most modern phones encrypt their storage once a screen lock is set. On laptops, make sure the built-in disk encryption is on.',
      ],
      [{ strong: ['Turn on device location and remote wipe'] }, ' so you can find, lock or erase a lost phone or laptop.'],
    ],
    type: 'ul',
  },
  { content: ['Prepare your accounts'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Sort out two-factor authentication.'] },
        ' If your codes arrive by text message and you plan to swap SIM cards, move important accounts to an authenticator app first, and store the backup codes somewhere you can reach.',
      ],
      [{ strong: ['Tell your bank'] }, ' about your trip if it offers that option, and make sure its app works on your phone.'],
      [
        { strong: ['Install your VPN app and sign in at home'] },
        ', because app stores and websites can be harder to reach from some networks abroad. If you use FVP, ',
        { content: ['download'], href: '/download/' },
        ' the app for each device and test a connection before you go.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Phone service: roaming, local SIM or eSIM'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Roaming'] },
        ' keeps your usual number, so verification texts from banks and other services still reach you. Check your plan’s roaming terms before you rely on it.',
      ],
      [
        { strong: ['A local SIM card'] },
        ' gives you a local number and local data, but your home number goes quiet while it is out of the phone, and some services will not be able to send you codes.',
      ],
      [
        { strong: ['A travel eSIM'] },
        ' adds a data plan without removing your home SIM, on phones that support eSIM and are not carrier-locked. You can keep the home line for texts and use the eSIM for data.',
      ],
    ],
    type: 'ul',
  },
  { content: ['On the road'], type: 'h2' },
  { content: ['Hotel and airport Wi-Fi'], type: 'h3' },
  {
    content: [
      'You cannot know who runs a public network or who else is on it, and anyone can create a hotspot with a plausible name such as “Airport Free Wi-Fi”.',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Ask staff for the exact network name'] }, ' instead of guessing from the list.'],
      [
        { strong: ['Complete the login page first'] },
        ', then connect your VPN. Hotel and airport portals usually need you to sign in or accept terms before any other traffic works.',
      ],
      [
        { strong: ['Connect a VPN on networks you do not control.'] },
        ' It encrypts your traffic between your device and the VPN server, so other people on the network and the network operator cannot read or alter it.',
      ],
      [{ strong: ['Turn off automatic joining'] }, ' of open networks, and forget hotel networks at checkout.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'A VPN is not a cure-all: it does not stop you from typing a password into a phishing page or protect a device that is already infected.',
    ],
    type: 'p',
  },
  { content: ['Charging stations'], type: 'h3' },
  {
    content: ['A USB cable carries data as well as power, so treat public USB ports with some caution:'],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Bring your own charger and cable'] }, ' and plug into a wall socket, with a plug adapter for the countries you visit.'],
      [{ strong: ['Carry a power bank'] }, ' for long days away from an outlet.'],
      [{ strong: ['Decline prompts to “trust” a computer'] }, ' or allow file transfer when you only meant to charge.'],
      [{ strong: ['Consider a data-blocking USB adapter'] }, ', which passes power but not data, if you often rely on public ports.'],
    ],
    type: 'ul',
  },
  { content: ['Using your home services abroad'], type: 'h3' },
  {
    content: [
      'Banks, streaming services and email providers watch where logins come from, and a sign-in from a new country can trigger extra checks, a temporary block or an alert. Keep your number reachable for codes, carry a second payment card, and know how to contact your bank from abroad.',
    ],
    type: 'p',
  },
  {
    content: [
      'Connecting to a VPN server in your home country can make your usual services see a familiar location. That may help, but it is not guaranteed, as some services treat VPN addresses with extra caution. Our ',
      { content: ['server list'], href: '/servers/' },
      ' shows the available locations.',
    ],
    type: 'p',
  },
  { content: ['Local laws differ'], type: 'h2' },
  {
    content: [
      'Rules about VPNs, encryption and online content are not the same everywhere. Some countries restrict or regulate VPN use, what you may access can differ from home, and rules on inspecting devices at the border vary too. This article is not legal advice: check the rules that apply in each country you visit, for example on official government travel advice pages, and follow them.',
    ],
    type: 'p',
  },
  { content: ['The short version'], type: 'h2' },
  {
    content: [
      'Update, back up and lock your devices before you leave, and keep a way to receive verification codes. On the road, verify network names, connect your VPN on untrusted Wi-Fi, charge from the wall with your own cable, and expect extra login checks.',
    ],
    type: 'p',
  },
];
