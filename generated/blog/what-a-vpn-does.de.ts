/* eslint-disable */
// Generated from content/blog/what-a-vpn-does/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Was ein VPN leistet – und was nicht". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'VPNs werden oft als Allheilmittel für die Privatsphäre im Internet verkauft. Sie sind nützlich, aber für einige ganz bestimmte Dinge. Wenn Sie wissen, welche das sind, verlassen Sie sich nicht auf ein VPN für etwas, das es gar nicht leisten kann.',
    ],
    type: 'p',
  },
  { content: ['Was ein VPN ist'], type: 'h2' },
  {
    content: [
      'Ein VPN (Virtual Private Network, also ein virtuelles privates Netzwerk) ist eine verschlüsselte Verbindung zwischen Ihrem Gerät und einem Server, den der VPN-Anbieter betreibt. Sobald es eingeschaltet ist, sendet Ihr Gerät seinen Internetverkehr über diese Verbindung. Der VPN-Server leitet ihn dann an die Websites und Apps weiter, die Sie nutzen, und schickt deren Antworten auf demselben Weg an Sie zurück.',
    ],
    type: 'p',
  },
  { content: ['Was ein VPN leistet'], type: 'h2' },
  { content: ['Es verschlüsselt Ihre Verbindung zum VPN-Server'], type: 'h3' },
  {
    content: [
      'Zwischen Ihrem Gerät und dem VPN-Server ist Ihr Datenverkehr verschlüsselt. Das Wi-Fi-Netzwerk, in dem Sie sich befinden, Ihr Router zu Hause und Ihr Internetanbieter sehen, dass Sie mit einem VPN-Server verbunden sind und ungefähr wie viele Daten fließen, aber nicht, was darin steckt. Am wertvollsten ist das in Netzwerken, die Sie nicht selbst kontrollieren, etwa im Wi-Fi eines Hotels oder Cafés.',
    ],
    type: 'p',
  },
  {
    content: [
      'Hinter dem VPN-Server läuft Ihr Datenverkehr wie gewohnt weiter: weiterhin verschlüsselt, wenn die Website HTTPS nutzt, unverschlüsselt, wenn nicht.',
    ],
    type: 'p',
  },
  { content: ['Es verbirgt Ihre IP-Adresse vor den Websites, die Sie besuchen'], type: 'h3' },
  {
    content: [
      'Websites und Apps sehen die IP-Adresse des VPN-Servers statt Ihrer eigenen. Ihre IP-Adresse verrät Ihren ungefähren Standort und Ihren Internetanbieter. Wenn Sie sie verbergen, gewinnen Sie also etwas mehr Privatsphäre und scheinen sich im Land des Servers zu befinden, den Sie wählen. Mit einem ',
      { content: ['IP-Check'], href: '/ip-check/' },
      ' können Sie vor und nach dem Verbinden prüfen, was Websites sehen.',
    ],
    type: 'p',
  },
  {
    content: ['Es verbirgt die besuchten Websites vor Ihrem Netzwerk und Ihrem Anbieter'],
    type: 'h3',
  },
  {
    content: [
      'Ohne VPN kann Ihr Internetanbieter oder der Betreiber des Netzwerks meist sehen, welche Domainnamen Sie abfragen und aufrufen, selbst wenn die Seiten selbst HTTPS nutzen. Mit VPN laufen diese Abfragen und Verbindungen durch den Tunnel – sofern Ihre Einrichtung sie nicht nach außen durchsickern lässt. Ein ',
      { content: ['DNS-Leak-Test'], href: '/dns-check/' },
      ' und ein ',
      { content: ['WebRTC-Leak-Test'], href: '/web-rtc/' },
      ' helfen Ihnen, das zu überprüfen.',
    ],
    type: 'p',
  },
  { content: ['Was ein VPN nicht leistet'], type: 'h2' },
  { content: ['Es macht Sie nicht anonym'], type: 'h3' },
  {
    content: [
      'Ein VPN ändert, wer was sehen kann, macht Sie aber nicht unsichtbar. Wenn Sie sich bei einem E-Mail-Konto, einem sozialen Netzwerk oder einem Onlineshop anmelden, weiß dieser Dienst, dass Sie es sind – ganz gleich, welche IP-Adresse Sie haben. Ihre Zahlungsdaten, Ihre Telefonnummer und das, was Sie posten, identifizieren Sie weiterhin.',
    ],
    type: 'p',
  },
  {
    content: ['Es verhindert kein Tracking durch Cookies, Konten oder Fingerprinting'],
    type: 'h3',
  },
  {
    content: [
      'Werbetreibende und Websites verfolgen Menschen vor allem über Cookies, angemeldete Konten und ',
      { em: ['Browser-Fingerprinting'] },
      ': Dabei werden Details wie Bildschirmgröße, Schriftarten und Browsereinstellungen zu einem ziemlich eindeutigen Profil kombiniert. Nichts davon hängt von Ihrer IP-Adresse ab, daher hält ein VPN es nicht auf. Datenschutzeinstellungen im Browser, das Löschen von Cookies, getrennte Browserprofile und das Abmelden von Konten bewirken hier mehr.',
    ],
    type: 'p',
  },
  { content: ['Es schützt Sie nicht vor Malware oder Phishing'], type: 'h3' },
  {
    content: [
      'Ein schädlicher Download richtet genauso viel Schaden an, wenn er über ein VPN kommt. Eine gefälschte Anmeldeseite, die Ihre Bank imitiert, funktioniert mit und ohne VPN gleich. Halten Sie Ihre Software aktuell, seien Sie vorsichtig mit Anhängen, tippen Sie wichtige Adressen selbst ein und aktivieren Sie die Bestätigung in zwei Schritten.',
    ],
    type: 'p',
  },
  { content: ['Der Kompromiss: Sie müssen dem VPN-Anbieter vertrauen'], type: 'h2' },
  {
    content: [
      'Ein VPN macht Vertrauen nicht überflüssig, es verlagert es. Statt Ihres Internetanbieters oder des Café-Wi-Fis ist nun der VPN-Anbieter in der Lage, die Metadaten Ihres Datenverkehrs zu sehen: Ihre echte IP-Adresse, wann Sie sich verbinden, wie viele Daten Sie verbrauchen und welche Server Sie erreichen. Durch HTTPS geschützte Inhalte bleiben verschlüsselt, der Rest ist aber für jeden sichtbar, der den VPN-Server betreibt.',
    ],
    type: 'p',
  },
  {
    content: [
      'Deshalb ist die Protokollierungsrichtlinie eines Anbieters wichtiger als sein Marketing. Eine gute Richtlinie sagt klar, was nicht aufgezeichnet wird (zum Beispiel Browserverlauf, DNS-Anfragen, Datenverkehr und Verbindungszeiten) und welche wenigen Daten für den Betrieb des Dienstes gespeichert werden, etwa Konto- und Zahlungsdaten. FVP veröffentlicht aus genau diesem Grund seine ',
      { content: ['No-Logs-Richtlinie'], href: '/no-logs-policy/' },
      ': Sie sollten nachlesen können, was ein Anbieter mit Ihren Daten macht, bevor Sie ihn nutzen.',
    ],
    type: 'p',
  },
  { content: ['So wählen Sie ein VPN aus'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Lesen Sie die Protokollierungsrichtlinie.'] },
        ' Sie sollte konkret und in verständlicher Sprache geschrieben sein. Vage Formulierungen wie „wir erheben möglicherweise Nutzungsdaten“ verdienen einen genaueren Blick.',
      ],
      [
        { strong: ['Finden Sie heraus, wer dahintersteht.'] },
        ' Ein Anbieter sollte das Unternehmen dahinter nennen und eine Kontaktmöglichkeit angeben.',
      ],
      [
        { strong: ['Prüfen Sie, wie er sich finanziert.'] },
        ' Wenn ein Dienst kostenlos ist, finden Sie heraus, wie er sich trägt. Ein eingeschränkter kostenloser Tarif neben einem kostenpflichtigen ist ein klares Modell; ein kostenloser Dienst ohne Erklärung bezahlt sich womöglich mit Ihren Daten.',
      ],
      [
        { strong: ['Achten Sie auf moderne Protokolle und Ihre Plattformen.'] },
        ' WireGuard und OpenVPN sind bewährte Optionen. Stellen Sie sicher, dass es Apps für die Geräte gibt, die Sie tatsächlich nutzen.',
      ],
      [
        { strong: ['Testen Sie es selbst.'] },
        ' Führen Sie nach dem Verbinden einen IP-Check und einen DNS-Leak-Test durch. Erscheinen Ihre echte IP-Adresse oder die DNS-Server Ihres Anbieters, stimmt etwas nicht.',
      ],
      [
        { strong: ['Seien Sie bei großen Versprechen skeptisch.'] },
        ' Kein VPN kann ehrlicherweise völlige Anonymität oder Zugriff auf jeden Dienst versprechen.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Und schließlich: Die Regeln für die Nutzung von VPNs sind von Land zu Land verschieden, und manche Dienste schränken die VPN-Nutzung in ihren Nutzungsbedingungen ein. Prüfen Sie, welche Regeln für Sie gelten.',
    ],
    type: 'p',
  },
];
