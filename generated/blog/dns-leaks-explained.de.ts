/* eslint-disable */
// Generated from content/blog/dns-leaks-explained/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "DNS-Leaks erklärt – und wie Sie sie aufspüren und beheben". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Ein VPN kann funktionieren und trotzdem verraten, welche Websites Sie besuchen. Der übliche Grund dafür ist ein DNS-Leak. Es lässt sich leicht aufspüren und in den meisten Fällen auch leicht beheben.',
    ],
    type: 'p',
  },
  { content: ['Was DNS ist'], type: 'h2' },
  {
    content: [
      'Computer finden einander über IP-Adressen, Menschen verwenden dagegen Namen wie example.com. Das ',
      { strong: ['Domain Name System (DNS)'] },
      ' übersetzt das eine in das andere. Jedes Mal, wenn Sie eine Website öffnen oder eine App sich mit einem Dienst verbindet, fragt Ihr Gerät zuerst einen DNS-Server, den sogenannten ',
      { em: ['Resolver'] },
      ': „Welche Adresse gehört zu diesem Namen?“',
    ],
    type: 'p',
  },
  {
    content: [
      'Standardmäßig wird dieser Resolver meist von Ihrem Internetanbieter betrieben oder von dem, der das Netzwerk betreibt, in dem Sie sich gerade befinden, und Ihr Router teilt Ihren Geräten seine Adresse mit. Klassische DNS-Abfragen sind nicht verschlüsselt. Der Resolver und jeder, der das Netzwerk beobachtet, können daher jeden Namen sehen, den Sie abfragen.',
    ],
    type: 'p',
  },
  { content: ['Was ein DNS-Leak ist'], type: 'h2' },
  {
    content: [
      'Wenn Sie mit einem VPN verbunden sind, sollten Ihre Abfragen durch den verschlüsselten Tunnel zu einem Resolver laufen, den das VPN bestimmt. Ein ',
      { strong: ['DNS-Leak'] },
      ' liegt vor, wenn einige oder alle davon woanders hingehen – typischerweise direkt zum Resolver Ihres Anbieters, außerhalb des Tunnels.',
    ],
    type: 'p',
  },
  {
    content: [
      'Alles andere sieht womöglich einwandfrei aus: Websites sehen die IP-Adresse des VPN-Servers, und Ihr Datenverkehr ist verschlüsselt. Ihr Anbieter oder das lokale Netzwerk erhält aber weiterhin eine Liste der Domainnamen, die Sie abfragen, samt Zeitpunkt.',
    ],
    type: 'p',
  },
  { content: ['Warum das wichtig ist'], type: 'h2' },
  {
    content: [
      'Die Namen, die Sie abfragen, verraten viel: die Nachrichtenseiten, die Sie lesen, die Shops, in denen Sie stöbern, die Gesundheits- oder Geldfragen, nach denen Sie suchen. Genau das vor Ihrem Netzwerk und Ihrem Anbieter zu verbergen, ist einer der Hauptgründe für ein VPN. Ein Leak macht das unbemerkt zunichte – und weil nichts kaputt wirkt, fällt es Ihnen nicht auf, solange Sie nicht testen.',
    ],
    type: 'p',
  },
  { content: ['Häufige Ursachen'], type: 'h2' },
  { content: ['Einstellungen des Betriebssystems'], type: 'h3' },
  {
    content: [
      'Ihr Gerät verwendet womöglich weiterhin die DNS-Server, die für Ihre Wi-Fi- oder Ethernet-Verbindung eingestellt sind, oder es schickt Abfragen gleichzeitig über mehrere Netzwerkverbindungen und nimmt die Antwort, die zuerst kommt. VPN-Apps kümmern sich normalerweise darum, aber ein Systemupdate, ein zweiter Netzwerkadapter oder andere Netzwerksoftware können dazwischenfunken.',
    ],
    type: 'p',
  },
  { content: ['IPv6'], type: 'h3' },
  {
    content: [
      'Viele Netzwerke unterstützen heute sowohl das ältere IPv4 als auch das neuere IPv6. Deckt eine VPN-Einrichtung nur IPv4 ab, sendet Ihr Gerät IPv6-Abfragen und manchmal auch anderen IPv6-Datenverkehr womöglich direkt an Ihren Anbieter.',
    ],
    type: 'p',
  },
  { content: ['DNS-over-HTTPS im Browser'], type: 'h3' },
  {
    content: [
      'Viele Browser bieten „sicheres DNS“ oder DNS-over-HTTPS an. Dabei werden Abfragen verschlüsselt an einen DNS-Anbieter gesendet, der in den Browsereinstellungen ausgewählt ist. Das ist kein Leak zu Ihrem Internetanbieter, denn er kann diese Abfragen nicht lesen. Sie gehen aber an diesen DNS-Anbieter statt an den Resolver des VPN, und der Test zeigt das an. Ob das für Sie in Ordnung ist, entscheiden Sie selbst – tun Sie es nur bewusst.',
    ],
    type: 'p',
  },
  { content: ['Manuelle Konfigurationen'], type: 'h3' },
  {
    content: [
      'Ein eigener DNS-Server, der in Ihren Netzwerkeinstellungen oder auf Ihrem Router eingetragen ist, eine selbst erstellte VPN-Konfigurationsdatei ohne DNS-Zeile oder ein System, das die DNS-Einstellung aus einer Konfigurationsdatei nicht übernimmt: All das kann Abfragen außerhalb des Tunnels senden. Besonders unter Linux ist mitunter ein zusätzlicher Schritt nötig, damit die DNS-Einstellung einer Konfigurationsdatei wirksam wird.',
    ],
    type: 'p',
  },
  { content: ['So testen Sie auf DNS-Leaks'], type: 'h2' },
  {
    content: [
      'Nutzen Sie den ',
      { content: ['DNS-Leak-Test'], href: '/dns-check/' },
      ' auf dieser Website. Er zeigt, welche DNS-Server die Abfragen Ihres Geräts bearbeitet haben.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Führen Sie ihn einmal ohne VPN aus.'] },
        ' Notieren Sie, was Sie sehen: meist Server Ihres Internetanbieters in Ihrem eigenen Land. Das ist Ihr Ausgangswert.',
      ],
      [{ strong: ['Verbinden Sie sich mit dem VPN und führen Sie ihn erneut aus.'] }],
      [
        { strong: ['Vergleichen Sie.'] },
        ' Erscheinen nur Server, die zum VPN gehören, gibt es kein Leak. Erscheinen die Server Ihres Anbieters aus Schritt 1, gelangen Ihre Abfragen nach außen. Erscheint ein öffentlicher DNS-Dienst, den Sie kennen, prüfen Sie die Einstellung für sicheres DNS in Ihrem Browser oder einen eigenen DNS-Server, den Sie eingetragen haben.',
      ],
    ],
    type: 'ol',
  },
  {
    content: [
      'Wiederholen Sie den Test in jedem Browser, den Sie nutzen, und nach jedem Wechsel von Protokoll, Netzwerk oder Gerät. Wenn Sie schon dabei sind: Der ',
      { content: ['WebRTC-Leak-Test'], href: '/web-rtc/' },
      ' prüft ein anderes Problem – einen Browser, der Ihre echte IP-Adresse preisgibt.',
    ],
    type: 'p',
  },
  { content: ['So beheben Sie ein DNS-Leak'], type: 'h2' },
  {
    content: ['Gehen Sie diese Punkte der Reihe nach durch und testen Sie nach jeder Änderung erneut:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Nutzen Sie nach Möglichkeit die VPN-App.'] },
        ' Apps stellen DNS für Sie ein, und das ist zuverlässiger als eine manuelle Einrichtung. Die FVP-Apps für jede Plattform finden Sie auf der ',
        { content: ['Download-Seite'], href: '/download/' },
        '. Halten Sie die App und Ihr System auf dem neuesten Stand.',
      ],
      [
        { strong: ['Entfernen Sie eigene DNS-Server'] },
        ' aus den Einstellungen Ihres Netzwerkadapters oder stellen Sie sie wieder auf automatisch, solange Sie das VPN nutzen. Prüfen Sie auch Ihren Router.',
      ],
      [
        { strong: ['Überprüfen Sie die Einstellung für sicheres DNS in Ihrem Browser.'] },
        ' Schalten Sie sie aus oder stellen Sie sie auf die Standardeinstellung Ihres Systems, wenn Ihre Abfragen über den Resolver des VPN laufen sollen.',
      ],
      [
        { strong: ['Prüfen Sie IPv6.'] },
        ' Tauchen IPv6-Adressen Ihres Anbieters auf und deckt Ihre VPN-Einrichtung IPv6 nicht ab, ist es eine gängige Notlösung, IPv6 für diese Netzwerkverbindung zu deaktivieren.',
      ],
      [
        { strong: ['Korrigieren Sie Konfigurationsdateien.'] },
        ' Stellen Sie sicher, dass eine manuelle Konfiguration die DNS-Einstellung des VPN enthält und dass Ihr System sie tatsächlich anwendet. Eine neue Konfigurationsdatei herunterzuladen geht oft schneller, als eine alte zu bearbeiten.',
      ],
      [
        { strong: ['Verbinden Sie sich neu und testen Sie.'] },
        ' Trennen Sie die Verbindung, stellen Sie sie wieder her und führen Sie den DNS-Leak-Test erneut aus.',
      ],
    ],
    type: 'ol',
  },
  {
    content: [
      'Bleibt das Leak nach diesen Schritten bestehen, probieren Sie ein anderes Protokoll oder Gerät aus, um die Ursache einzugrenzen, und wenden Sie sich mit dem Testergebnis an den Support Ihres VPN-Anbieters.',
    ],
    type: 'p',
  },
];
