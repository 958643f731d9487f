/* eslint-disable */
// Generated from content/blog/strong-passwords/en.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Strong passwords you can remember and nobody can guess". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Password advice often sounds like chores: add a capital, a number, a symbol. The result is hard to remember and surprisingly easy to guess. A better approach is simpler: make passwords long, make each one unique, and let a tool remember them.',
    ],
    type: 'p',
  },
  { content: ['Why length beats complexity'], type: 'h2' },
  {
    content: [
      'Attackers rarely guess by hand. Their software tries huge numbers of combinations, starting with the likeliest: common words, names, keyboard patterns and passwords leaked from other sites. Complexity rules do little against this, because people follow them predictably. A capital letter goes at the start, a digit and an exclamation mark at the end, and an “a” becomes “@”. Guessing software knows these habits.',
    ],
    type: 'p',
  },
  {
    content: [
      'Length works differently. Every extra character multiplies the number of possibilities an attacker has to try. A short password full of symbols can be weaker than a long one made of plain lowercase letters, as long as the long one is not a well-known phrase.',
    ],
    type: 'p',
  },
  {
    content: [
      'Length cannot fix predictability, though. “Iloveyouforever” is long, but guessing software tries phrases like it early. A password needs to be long and random.',
    ],
    type: 'p',
  },
  { content: ['Passphrases: long, random and memorable'], type: 'h2' },
  {
    content: [
      'A passphrase is a password made of several words, such as ',
      { em: ['copper lantern walrus pickle orbit'] },
      '. When the words are chosen at random, a passphrase is long enough to resist guessing and still easy to type and remember.',
    ],
    type: 'p',
  },
  { content: ['A few rules make passphrases work:'], type: 'p' },
  {
    items: [
      [
        { strong: ['Let chance pick the words.'] },
        ' Words you choose yourself tend to be related or meaningful. Dice and a word list, or a generator, do better than your imagination.',
      ],
      [
        { strong: ['Use enough words.'] },
        ' Five or more random words is a sensible target for important accounts such as your email or password manager.',
      ],
      [{ strong: ['Avoid quotes, lyrics and sayings.'] }, ' A famous line is not random, however long it is.'],
      [{ strong: ['Separators are optional.'] }, ' Spaces, hyphens or dots are fine; the strength comes from the random words.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'You only need to memorise a few passphrases: for your password manager, your computer login and perhaps your main email. Everything else can be stored.',
    ],
    type: 'p',
  },
  { content: ['Never reuse a password'], type: 'h2' },
  {
    content: [
      'Reuse is often a bigger risk than a weak password. When a website is breached, lists of email addresses and passwords often end up traded. Attackers then run ',
      { strong: ['credential stuffing'] },
      ': automated tools try each leaked email and password pair on many other services, such as email, shops, social networks and banks. Wherever you reused that password, the account opens without anyone guessing anything.',
    ],
    type: 'p',
  },
  {
    content: [
      'Even a perfect password becomes useless once it has leaked from a site you forgot you joined. The only reliable defence is a different password for every account, so a leak in one place stays in that place.',
    ],
    type: 'p',
  },
  { content: ['Let a password manager do the remembering'], type: 'h2' },
  {
    content: [
      'Nobody can remember a unique random password for every account. A password manager stores them in an encrypted vault that you unlock with one strong passphrase, generates a new password for each site, fills it in and syncs it across your devices.',
    ],
    type: 'p',
  },
  {
    content: [
      'It also helps against phishing: a manager usually fills in a password only on the address it was saved for, so if a convincing login page gets no autofill, treat that as a warning.',
    ],
    type: 'p',
  },
  {
    content: [
      'To create a random password without installing anything, use our ',
      { content: ['password generator'], href: '/password-generator/' },
      '. It creates the password in your browser, on your own device, ready to paste into a new account or your password manager.',
    ],
    type: 'p',
  },
  { content: ['Turn on two-factor authentication'], type: 'h2' },
  {
    content: [
      'Two-factor authentication (2FA) asks for something besides your password, usually a code or a confirmation on a device you own. Even if your password leaks, an attacker still needs that second factor.',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Authenticator apps'] }, ' generate short-lived codes on your phone and are a good default.'],
      [
        { strong: ['Security keys and passkeys'] },
        ' are the strongest option where a service supports them, because they are tied to the real website and resist phishing.',
      ],
      [
        { strong: ['Text message codes'] },
        ' are better than nothing, but they depend on your phone number, which can be hijacked or unavailable when you travel.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Save the backup codes somewhere safe, such as your password manager. Losing your phone should not mean losing your accounts.',
    ],
    type: 'p',
  },
  { content: ['What to do after a breach notice'], type: 'h2' },
  {
    content: ['If a service tells you your data was part of a breach, work through these steps:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Go to the site yourself.'] },
        ' Type the address or use a bookmark instead of clicking a link in the message, because fake breach notices are a common phishing trick.',
      ],
      [{ strong: ['Change the password'] }, ' for that account to a new, unique one.'],
      [{ strong: ['Change it anywhere you reused it.'] }, ' This is where credential stuffing would strike next.'],
      [{ strong: ['Turn on two-factor authentication'] }, ' if you have not already.'],
      [{ strong: ['Check your email account'] }, ' for forwarding rules, recovery addresses or connected apps you do not recognise.'],
      [
        { strong: ['Watch for follow-up scams'] },
        ' that use the leaked details to sound convincing, and check bank statements if payment data was involved.',
      ],
    ],
    type: 'ol',
  },
  { content: ['What a VPN does and does not do here'], type: 'h2' },
  {
    content: [
      'A VPN such as FVP encrypts your connection and hides your IP address from the sites you visit, which protects logins on untrusted networks like public Wi-Fi. It cannot stop a website from being breached or make a reused password safe. Long, unique passwords, a password manager and 2FA do that work.',
    ],
    type: 'p',
  },
];
