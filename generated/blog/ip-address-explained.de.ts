/* eslint-disable */
// Generated from content/blog/ip-address-explained/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Was ist eine IP-Adresse und was verrät sie über Sie?". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Jedes Mal, wenn Sie eine Website öffnen, teilt Ihr Gerät ihr mit, wohin sie die Antwort schicken soll. Diese Absenderadresse ist Ihre IP-Adresse. Sie gehört zu den grundlegendsten Bausteinen des Internets und zugleich zu den am häufigsten missverstandenen: Manche glauben, sie verrate ihre Wohnadresse, andere meinen, sie würden unsichtbar, wenn sie sie verbergen. Beides stimmt so nicht.',
    ],
    type: 'p',
  },
  { content: ['Was eine IP-Adresse ist'], type: 'h2' },
  {
    content: [
      'IP steht für Internet Protocol, also die Regeln, nach denen Geräte Daten über Netzwerke senden. Eine IP-Adresse ist eine Nummer, die eine Verbindung in einem Netzwerk kennzeichnet – ein bisschen wie eine Postanschrift für Daten. Wenn Sie eine Seite laden, enthält Ihre Anfrage Ihre Adresse, damit der Server weiß, wohin er die Antwort senden soll.',
    ],
    type: 'p',
  },
  {
    content: [
      'Meist ist die Adresse, die Websites sehen, nicht die Ihres Geräts selbst. Ihr Router zu Hause oder Ihr Mobilfunkanbieter gibt Ihrer Verbindung eine ',
      { strong: ['öffentliche IP-Adresse'] },
      ' und teilt sie auf Ihre Geräte auf. Innerhalb Ihres Heimnetzes erhält jedes Gerät eine ',
      { strong: ['private Adresse'] },
      ', die oft mit 192.168 oder 10 beginnt und von außen nie zu sehen ist.',
    ],
    type: 'p',
  },
  { content: ['Was Websites daraus erfahren können'], type: 'h2' },
  {
    content: [
      'Ihre öffentliche IP-Adresse ist für jede Website und jeden Dienst sichtbar, mit denen Sie sich verbinden. Für sich allein kann sie Folgendes verraten:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Einen ungefähren Standort.'] },
        ' Datenbanken ordnen Adressen einem Land und oft einer Region oder Stadt zu. Das Ergebnis kann weit danebenliegen, besonders in Mobilfunknetzen.',
      ],
      [
        { strong: ['Ihren Anbieter.'] },
        ' Meist ist erkennbar, zu welchem Internetanbieter, Mobilfunkanbieter oder welcher Organisation die Adresse gehört.',
      ],
      [
        { strong: ['Die Art des Netzwerks.'] },
        ' Manche Datenbanken können erkennen, ob eine Adresse zu einem Privatanschluss, einem Unternehmen, einem Rechenzentrum oder einem VPN-Dienst gehört.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Was sie nicht zeigt, sind Ihr Name, Ihre Wohnadresse oder wer gerade an der Tastatur sitzt. Ihr Internetanbieter weiß, welcher Kunde eine bestimmte Adresse zu einem bestimmten Zeitpunkt genutzt hat, und kann nach den Gesetzen seines Landes verpflichtet werden, diese Information herauszugeben. Eine Website, die Ihre Adresse sieht, erkennt aber einen Anbieter und eine grobe Region, keine Person.',
    ],
    type: 'p',
  },
  {
    content: ['Was Ihre eigene Adresse verrät, sehen Sie mit unserem ', { content: ['IP-Check'], href: '/ip-check/' }, '.'],
    type: 'p',
  },
  { content: ['IPv4 und IPv6'], type: 'h2' },
  { content: ['Heute sind zwei Versionen von IP-Adressen im Einsatz.'], type: 'p' },
  {
    items: [
      [
        { strong: ['IPv4'] },
        '-Adressen bestehen aus vier durch Punkte getrennten Zahlen, etwa 203.0.113.42. Es gibt nur etwas mehr als vier Milliarden mögliche IPv4-Adressen – nicht genug, damit jedes Gerät eine eigene hat. Deshalb werden Adressen geteilt und wiederverwendet.',
      ],
      [
        { strong: ['IPv6'] },
        '-Adressen sind länger und bestehen aus Gruppen von Buchstaben und Ziffern, die durch Doppelpunkte getrennt sind, etwa 2001:db8::1. Der Vorrat ist so groß, dass jedes Gerät eine eigene öffentliche Adresse haben kann.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Viele Verbindungen haben beides. Das ist für den Datenschutz wichtig: Schützt ein Tool nur Ihren IPv4-Datenverkehr, während IPv6-Datenverkehr daran vorbeiläuft, kann eine Website trotzdem Ihre echte IPv6-Adresse sehen.',
    ],
    type: 'p',
  },
  { content: ['Dynamische, statische und geteilte Adressen'], type: 'h2' },
  {
    content: [
      'Die meisten Heim- und Mobilfunkanschlüsse erhalten eine ',
      { strong: ['dynamische'] },
      ' Adresse, die der Anbieter von Zeit zu Zeit ändern kann, zum Beispiel wenn Ihr Router neu startet. Manche Unternehmen und manche Tarife nutzen eine ',
      { strong: ['statische'] },
      ' Adresse, die gleich bleibt.',
    ],
    type: 'p',
  },
  {
    content: [
      'Weil IPv4-Adressen knapp sind, setzen viele Mobilfunkanbieter und einige Internetanbieter für Privatkunden ',
      { strong: ['Carrier-Grade NAT'] },
      ' ein: Viele Kunden teilen sich gleichzeitig eine öffentliche Adresse. Wenn Sie schon einmal ein zusätzliches Captcha lösen mussten oder eine Website „Ihre“ Adresse wegen etwas gesperrt hat, das Sie gar nicht getan haben, kann eine geteilte Adresse der Grund sein.',
    ],
    type: 'p',
  },
  { content: ['Wie Websites und Werbetreibende Ihre IP-Adresse nutzen'], type: 'h2' },
  {
    content: [
      'Websites nutzen Ihre Adresse für alltägliche Zwecke: um eine Sprache oder Währung auszuwählen, regionale Inhalte anzuzeigen, Missbrauch einzudämmen und verdächtige Anmeldungen zu erkennen. Werbetreibende und Tracker nutzen sie als ein Signal unter vielen.',
    ],
    type: 'p',
  },
  {
    content: [
      'Für sich allein ist eine IP-Adresse ein schwaches Erkennungsmerkmal, weil sie sich ändert und geteilt werden kann. Aussagekräftiger wird sie in Kombination mit anderen Daten. ',
      { strong: ['Cookies'] },
      ' und angemeldete Konten identifizieren Ihren Browser direkt. ',
      { strong: ['Browser-Fingerprinting'] },
      ' kombiniert Details wie Bildschirmgröße, Schriftarten und Einstellungen. Zusammen mit Ihrer Adresse können Tracker so Ihre Besuche über verschiedene Websites hinweg und über längere Zeit miteinander verknüpfen.',
    ],
    type: 'p',
  },
  { content: ['Was ein Wechsel der IP-Adresse ändert – und was nicht'], type: 'h2' },
  {
    content: [
      'Wenn Sie sich mit einem VPN verbinden, wird Ihre öffentliche IP-Adresse durch die Adresse des VPN-Servers ersetzt. Mit FVP zum Beispiel sehen Websites die Adresse und den Standort des Servers statt Ihrer eigenen, und Ihr Internetanbieter sieht verschlüsselten Datenverkehr zum VPN statt der Websites, die Sie besuchen.',
    ],
    type: 'p',
  },
  { content: ['Was sich ändert:'], type: 'p' },
  {
    items: [
      ['Websites sehen die Adresse und den ungefähren Standort des VPN-Servers, nicht Ihre eigenen.'],
      ['Personen im selben Netzwerk, etwa in einem öffentlichen Wi-Fi, können Ihren Datenverkehr nicht lesen.'],
    ],
    type: 'ul',
  },
  { content: ['Was sich nicht ändert:'], type: 'p' },
  {
    items: [
      [{ strong: ['Konten, bei denen Sie angemeldet sind'] }, ', wissen weiterhin, dass Sie es sind.'],
      [
        { strong: ['Cookies und Browser-Fingerabdrücke'] },
        ' funktionieren weiterhin. Löschen Sie also Ihre Cookies oder nutzen Sie ein privates Fenster, wenn Sie unbelastet neu anfangen möchten.',
      ],
      [
        { strong: ['Leaks'] },
        ' können Ihre echte Adresse trotzdem preisgeben. Ein DNS- oder WebRTC-Leak kann sie verraten, selbst während ein VPN verbunden ist. Prüfen Sie das mit unserem ',
        { content: ['DNS-Leak-Test'], href: '/dns-check/' },
        ' und unserem ',
        { content: ['WebRTC-Leak-Test'], href: '/web-rtc/' },
        '.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Eine neue IP-Adresse ist ein nützlicher Schritt für mehr Privatsphäre, macht Sie aber nicht unsichtbar. Betrachten Sie sie als eine Schutzschicht unter mehreren und kombinieren Sie sie mit sinnvollen Browsereinstellungen, umsichtigen Anmeldungen und Gewohnheiten, die Tracker im Blick behalten.',
    ],
    type: 'p',
  },
];
