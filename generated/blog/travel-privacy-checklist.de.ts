/* eslint-disable */
// Generated from content/blog/travel-privacy-checklist/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Datenschutz-Checkliste für Ihre Geräte und Daten auf Reisen im Ausland". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Auf Reisen verbinden Sie sich mit unbekannten Netzwerken, schließen Ihre Geräte an fremde Ladegeräte an, melden sich von neuen Orten aus an und tragen alles in einer Tasche, die verloren gehen kann. Mit ein wenig Vorbereitung zu Hause lassen sich die meisten dieser Risiken klein halten. Gehen Sie diese Checkliste ein paar Tage vor der Abreise durch und behalten Sie die zweite Hälfte unterwegs im Hinterkopf.',
    ],
    type: 'p',
  },
  { content: ['Vor der Abreise'], type: 'h2' },
  { content: ['Alles aktualisieren'], type: 'h3' },
  {
    content: [
      'Installieren Sie ausstehende Updates für Betriebssystem, Browser und Apps auf jedem Gerät, das Sie mitnehmen. Updates schließen Sicherheitslücken, und über eine langsame Verbindung im Ausland lassen sie sich schwerer installieren.',
    ],
    type: 'p',
  },
  { content: ['Daten sichern'], type: 'h3' },
  {
    content: [
      'Mit einem aktuellen Backup ist ein verlorenes oder gestohlenes Gerät ärgerlich, aber keine Katastrophe. Sichern Sie Fotos, Dokumente und den Tresor Ihres Passwort-Managers und prüfen Sie, ob Sie alles wiederherstellen können. Lassen Sie Geräte, die Sie nicht brauchen, zu Hause.',
    ],
    type: 'p',
  },
  { content: ['Geräte sperren und verschlüsseln'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Nutzen Sie eine Bildschirmsperre'] },
        ' mit PIN oder Passphrase statt eines kurzen Musters, und stellen Sie ein, dass sich der Bildschirm schnell sperrt.',
      ],
      [
        { strong: ['Prüfen Sie die Geräteverschlüsselung.'] },
        ' Die meisten modernen Smartphones verschlüsseln ihren Speicher, sobald eine Bildschirmsperre eingerichtet ist. Achten Sie bei Laptops darauf, dass die integrierte Festplattenverschlüsselung aktiviert ist.',
      ],
      [
        { strong: ['Aktivieren Sie Geräteortung und Fernlöschung'] },
        ', damit Sie ein verlorenes Smartphone oder einen verlorenen Laptop finden, sperren oder löschen können.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Konten vorbereiten'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Regeln Sie die Zwei-Faktor-Authentifizierung.'] },
        ' Wenn Ihre Codes per SMS kommen und Sie die SIM-Karte wechseln wollen, stellen Sie wichtige Konten vorher auf eine Authenticator-App um und bewahren Sie die Backup-Codes so auf, dass Sie unterwegs darauf zugreifen können.',
      ],
      [
        { strong: ['Informieren Sie Ihre Bank'] },
        ' über Ihre Reise, falls sie diese Möglichkeit anbietet, und vergewissern Sie sich, dass ihre App auf Ihrem Smartphone funktioniert.',
      ],
      [
        { strong: ['Installieren Sie Ihre VPN-App und melden Sie sich schon zu Hause an'] },
        ', denn App-Stores und Websites können aus manchen Netzwerken im Ausland schwerer erreichbar sein. Wenn Sie FVP nutzen, ',
        { content: ['laden Sie die App für jedes Gerät herunter'], href: '/download/' },
        ' und testen Sie vor der Abreise eine Verbindung.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Mobilfunk: Roaming, lokale SIM-Karte oder eSIM'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Beim Roaming'] },
        ' behalten Sie Ihre gewohnte Nummer, sodass Bestätigungs-SMS von Banken und anderen Diensten Sie weiterhin erreichen. Prüfen Sie die Roaming-Bedingungen Ihres Tarifs, bevor Sie sich darauf verlassen.',
      ],
      [
        { strong: ['Eine lokale SIM-Karte'] },
        ' gibt Ihnen eine lokale Nummer und lokales Datenvolumen. Ihre Nummer von zu Hause ist aber nicht erreichbar, solange deren SIM-Karte nicht im Telefon steckt, und manche Dienste können Ihnen dann keine Codes senden.',
      ],
      [
        { strong: ['Eine Reise-eSIM'] },
        ' ergänzt einen Datentarif, ohne dass Sie Ihre heimische SIM-Karte entfernen müssen – auf Smartphones, die eSIM unterstützen und keinen SIM-Lock haben. Sie können die heimische Nummer für SMS behalten und die eSIM für mobile Daten nutzen.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Unterwegs'], type: 'h2' },
  { content: ['Wi-Fi in Hotels und Flughäfen'], type: 'h3' },
  {
    content: [
      'Sie können nicht wissen, wer ein öffentliches Netzwerk betreibt oder wer sonst noch damit verbunden ist, und jeder kann einen Hotspot mit einem plausiblen Namen wie „Airport Free Wi-Fi“ einrichten.',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Fragen Sie das Personal nach dem genauen Netzwerknamen'] }, ', statt ihn in der Liste zu erraten.'],
      [
        { strong: ['Schließen Sie zuerst die Anmeldeseite ab'] },
        ' und verbinden Sie danach Ihr VPN. In Hotels und Flughäfen müssen Sie sich auf solchen Portalen meist anmelden oder Bedingungen akzeptieren, bevor anderer Datenverkehr durchgelassen wird.',
      ],
      [
        { strong: ['Verbinden Sie ein VPN in Netzwerken, die Sie nicht selbst kontrollieren.'] },
        ' Es verschlüsselt Ihren Datenverkehr zwischen Ihrem Gerät und dem VPN-Server, sodass weder andere Personen im Netzwerk noch der Netzwerkbetreiber ihn lesen oder verändern können.',
      ],
      [
        { strong: ['Deaktivieren Sie die automatische Verbindung'] },
        ' mit offenen Netzwerken und lassen Sie Ihr Gerät Hotelnetzwerke beim Check-out vergessen.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Ein VPN ist kein Allheilmittel: Es hindert Sie nicht daran, ein Passwort auf einer Phishing-Seite einzugeben, und schützt kein Gerät, das bereits infiziert ist.',
    ],
    type: 'p',
  },
  { content: ['Ladestationen'], type: 'h3' },
  {
    content: [
      'Ein USB-Kabel überträgt nicht nur Strom, sondern auch Daten. Gehen Sie daher mit öffentlichen USB-Anschlüssen etwas vorsichtig um:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Nehmen Sie Ihr eigenes Ladegerät und Kabel mit'] },
        ' und laden Sie an einer Steckdose, mit einem Reisestecker-Adapter für die Länder, die Sie besuchen.',
      ],
      [{ strong: ['Haben Sie eine Powerbank dabei'] }, ' für lange Tage fern von einer Steckdose.'],
      [
        { strong: ['Lehnen Sie Aufforderungen ab, einem Computer zu „vertrauen“'] },
        ' oder Dateiübertragungen zu erlauben, wenn Sie eigentlich nur laden wollten.',
      ],
      [
        { strong: ['Erwägen Sie einen USB-Datenblocker'] },
        ', der Strom durchlässt, aber keine Daten, falls Sie oft auf öffentliche Anschlüsse angewiesen sind.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Heimische Dienste im Ausland nutzen'], type: 'h3' },
  {
    content: [
      'Banken, Streamingdienste und E-Mail-Anbieter achten darauf, von wo aus Anmeldungen erfolgen, und eine Anmeldung aus einem neuen Land kann zusätzliche Prüfungen, eine vorübergehende Sperre oder eine Warnung auslösen. Sorgen Sie dafür, dass Ihre Nummer für Codes erreichbar bleibt, nehmen Sie eine zweite Zahlungskarte mit und informieren Sie sich, wie Sie Ihre Bank aus dem Ausland erreichen.',
    ],
    type: 'p',
  },
  {
    content: [
      'Wenn Sie sich mit einem VPN-Server in Ihrem Heimatland verbinden, sehen Ihre gewohnten Dienste unter Umständen einen vertrauten Standort. Das kann helfen, ist aber nicht garantiert, da manche Dienste VPN-Adressen mit besonderer Vorsicht behandeln. Unsere ',
      { content: ['Serverliste'], href: '/servers/' },
      ' zeigt die verfügbaren Standorte.',
    ],
    type: 'p',
  },
  { content: ['Die Gesetze sind nicht überall gleich'], type: 'h2' },
  {
    content: [
      'Die Regeln für VPNs, Verschlüsselung und Onlineinhalte unterscheiden sich von Land zu Land. Manche Länder beschränken oder regulieren die Nutzung von VPNs, was Sie abrufen dürfen, kann sich von Ihrem Heimatland unterscheiden, und auch die Regeln für die Kontrolle von Geräten an der Grenze sind verschieden. Dieser Artikel ist keine Rechtsberatung: Informieren Sie sich über die Regeln, die in jedem Land gelten, das Sie besuchen, zum Beispiel auf offiziellen Seiten mit staatlichen Reisehinweisen, und halten Sie sich daran.',
    ],
    type: 'p',
  },
  { content: ['Kurz zusammengefasst'], type: 'h2' },
  {
    content: [
      'Aktualisieren, sichern und sperren Sie Ihre Geräte vor der Abreise und sorgen Sie dafür, dass Sie Bestätigungscodes empfangen können. Prüfen Sie unterwegs Netzwerknamen, verbinden Sie Ihr VPN in nicht vertrauenswürdigen Wi-Fi-Netzen, laden Sie mit Ihrem eigenen Kabel an der Steckdose und rechnen Sie mit zusätzlichen Anmeldeprüfungen.',
    ],
    type: 'p',
  },
];
