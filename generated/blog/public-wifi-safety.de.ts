/* eslint-disable */
// Generated from content/blog/public-wifi-safety/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "So nutzen Sie öffentliches Wi-Fi sicher". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Öffentliches Wi-Fi in Cafés, Hotels, Flughäfen und Zügen ist praktisch. In einem gemeinsam genutzten Netzwerk haben Sie aber keinen Einfluss darauf, wer sonst noch verbunden ist oder wer die Technik betreibt. Schon ein paar Einstellungen und Gewohnheiten bringen viel.',
    ],
    type: 'p',
  },
  { content: ['Was andere im Netzwerk sehen können'], type: 'h2' },
  {
    content: [
      'Zwei Gruppen können Ihren Datenverkehr in einem öffentlichen Hotspot beobachten: ',
      { strong: ['andere Personen, die mit demselben Netzwerk verbunden sind'] },
      ', und ',
      { strong: ['wer auch immer den Hotspot betreibt'] },
      ' (das Café, das Hotel oder die Firma, die das Wi-Fi für sie verwaltet).',
    ],
    type: 'p',
  },
  {
    content: [
      'Wenn eine Website oder App HTTPS nutzt, ist der Inhalt dessen, was Sie senden und empfangen, verschlüsselt. Wer das Netzwerk beobachtet, kann Ihre Nachrichten, Passwörter oder Kartennummern nicht lesen. Meist sieht er aber trotzdem:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        'welche Domainnamen Sie abfragen und aufrufen (zum Beispiel, dass Sie die Website einer Bank besucht haben, aber nicht, welche Seiten);',
      ],
      ['wann Sie online sind und ungefähr, wie viele Daten Sie senden und empfangen;'],
      ['die Hardwareadresse (MAC-Adresse) Ihres Geräts und manchmal seinen Namen, etwa „Annas Laptop“.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Alles, was ohne Verschlüsselung übertragen wird, etwa von einer alten Website mit reinem HTTP oder einer schlecht programmierten App, lässt sich vollständig mitlesen.',
    ],
    type: 'p',
  },
  { content: ['Gefälschte Hotspots mit vertrauten Namen'], type: 'h2' },
  {
    content: [
      'Jeder kann einen Hotspot namens „Airport Free WiFi“ einrichten oder ihm genau den Namen des Hotelnetzwerks geben – ein Trick, der oft als ',
      { em: ['Evil Twin'] },
      ' bezeichnet wird. Wenn Sie sich damit verbinden, sieht die Person, die ihn betreibt, alles, was auch ein echter Betreiber sehen würde, und kann versuchen, Sie auf gefälschte Anmeldeseiten zu leiten.',
    ],
    type: 'p',
  },
  { content: ['So verringern Sie das Risiko:'], type: 'p' },
  {
    items: [
      ['Fragen Sie das Personal nach dem genauen Netzwerknamen und prüfen Sie die Schreibweise, bevor Sie sich verbinden.'],
      ['Seien Sie misstrauisch bei offenen Netzwerken mit allgemeinen Namen oder bei zwei Netzwerken mit fast identischen Namen.'],
      [
        'Seien Sie vorsichtig bei einem Captive Portal (der Seite, die erscheint, bevor Sie Zugang zum Internet erhalten), das mehr verlangt als nötig, etwa das Passwort Ihres E-Mail-Kontos oder Ihre Kartendaten für ein „kostenloses“ Netzwerk.',
      ],
    ],
    type: 'ol',
  },
  { content: ['HTTPS hilft, hat aber Grenzen'], type: 'h2' },
  {
    content: [
      'HTTPS ist Ihr wichtigster Schutz in öffentlichem Wi-Fi. Achten Sie darauf, dass der Browser in der Adressleiste keine Warnung „Nicht sicher“ anzeigt, und aktivieren Sie den Nur-HTTPS-Modus Ihres Browsers, falls es ihn gibt.',
    ],
    type: 'p',
  },
  {
    content: [
      'HTTPS verbirgt nicht, welche Websites Sie besuchen, und hilft nicht, wenn Sie auf eine überzeugend gefälschte Website gelockt werden, die ein eigenes gültiges Zertifikat hat. Und wenn Ihr Browser in einem öffentlichen Netzwerk eine Zertifikatswarnung anzeigt, ',
      { strong: ['klicken Sie sie nicht weg'] },
      '. In einem gemeinsam genutzten Netzwerk kann diese Warnung das einzige Anzeichen dafür sein, dass jemand Ihre Verbindung abfängt. Trennen Sie die Verbindung und versuchen Sie es später oder in einem anderen Netzwerk erneut.',
    ],
    type: 'p',
  },
  { content: ['Einstellungen, die Sie vor der Reise ändern sollten'], type: 'h2' },
  { content: ['Automatisches Verbinden ausschalten'], type: 'h3' },
  {
    content: [
      'Geräte merken sich Netzwerke und verbinden sich automatisch wieder mit ihnen – genau darauf setzt ein gefälschter Hotspot mit vertrautem Namen. Öffnen Sie nach der Nutzung eines öffentlichen Netzwerks dessen Einstellungen und deaktivieren Sie „Automatisch verbinden“ (auf manchen Geräten „Autom. verbinden“), oder lassen Sie Ihr Gerät das Netzwerk einfach vergessen. Bei manchen Geräten können Sie außerdem ganz abstellen, dass sie anbieten, sich mit offenen Netzwerken zu verbinden.',
    ],
    type: 'p',
  },
  {
    content: [
      'Wenn Sie schon dabei sind, prüfen Sie, ob es eine Option gibt, für jedes Netzwerk eine private oder zufällige Hardwareadresse zu verwenden. Dadurch lässt sich Ihr Gerät über verschiedene Hotspots hinweg schwerer wiedererkennen.',
    ],
    type: 'p',
  },
  { content: ['Freigaben ausschalten'], type: 'h3' },
  {
    content: ['In einem öffentlichen Netzwerk muss niemand sonst Ihre Dateien, Drucker oder Ihren Bildschirm sehen.'],
    type: 'p',
  },
  {
    items: [
      [
        'Stufen Sie das Netzwerk unter Windows als ',
        { strong: ['Öffentlich'] },
        ' ein, damit Ihr PC für andere Geräte nicht auffindbar ist.',
      ],
      [
        'Schalten Sie auf einem Mac in den Freigabe-Einstellungen die Dateifreigabe und andere Dienste aus, die Sie nicht brauchen, und stellen Sie AirDrop auf nur Kontakte oder schalten Sie es aus.',
      ],
      [
        'Stellen Sie auf Smartphones Funktionen zum Teilen mit Geräten in der Nähe auf nur Kontakte oder schalten Sie sie aus, und deaktivieren Sie Bluetooth, wenn Sie es nicht brauchen.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Alles aktuell halten'], type: 'h3' },
  {
    content: [
      'Installieren Sie System- und Browser-Updates, bevor Sie aufbrechen: Viele Angriffe nutzen Schwachstellen aus, die Updates bereits behoben haben.',
    ],
    type: 'p',
  },
  { content: ['Wann ein VPN hilft'], type: 'h2' },
  {
    content: [
      'Ein VPN verschlüsselt den gesamten Datenverkehr zwischen Ihrem Gerät und dem VPN-Server, nicht nur die Teile, die HTTPS nutzen. Im öffentlichen Wi-Fi sehen der Betreiber des Hotspots und andere Nutzer dann nur eine verschlüsselte Verbindung zu einem einzigen Server – nicht die Domainnamen, die Sie abfragen, nicht die Apps, die Sie nutzen, und keinen unverschlüsselten Datenverkehr. Ein gefälschter Hotspot sieht denselben verschlüsselten Datenstrom.',
    ],
    type: 'p',
  },
  {
    content: [
      'In der Praxis heißt das: Verbinden Sie sich mit dem Wi-Fi, schließen Sie das Captive Portal ab, falls es eines gibt (vorher kann sich das VPN meist nicht verbinden), und schalten Sie dann Ihr VPN ein, bevor Sie irgendetwas anderes öffnen. Ist ',
      { content: ['FVP'], href: '/download/' },
      ' auf Ihrem Smartphone und Laptop installiert, dauert das nur Sekunden.',
    ],
    type: 'p',
  },
  { content: ['Wovor ein VPN nicht schützt'], type: 'h2' },
  {
    content: ['Ein VPN schützt die Verbindung, nicht Ihr Urteilsvermögen und nicht Ihr Gerät. Es verhindert nicht:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Phishing'] },
        ': Eine gefälschte Anmeldeseite funktioniert über ein VPN genauso gut. Tippen Sie Adressen daher selbst ein und nutzen Sie die Bestätigung in zwei Schritten;',
      ],
      [{ strong: ['Malware'] }, ': Ein schädlicher Download oder Anhang bleibt schädlich, auch nachdem er den Tunnel passiert hat;'],
      [
        { strong: ['ein kompromittiertes Gerät'] },
        ': Ist Ihr Smartphone oder Laptop bereits infiziert, kann das VPN nicht verhindern, dass es Ihre Daten versendet.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Eine kurze Checkliste'], type: 'h2' },
  {
    items: [
      ['Lassen Sie sich den Netzwerknamen vom Personal bestätigen, bevor Sie sich verbinden.'],
      ['Deaktivieren Sie das automatische Verbinden und lassen Sie Netzwerke vergessen, die Sie nicht wieder nutzen werden.'],
      ['Stufen Sie das Netzwerk als öffentlich ein und schalten Sie Freigaben aus.'],
      ['Klicken Sie niemals eine Zertifikatswarnung weg.'],
      ['Schalten Sie nach dem Captive Portal ein VPN ein, noch vor allem anderen.'],
      ['Für Banking oder andere sensible Dinge nutzen Sie besser die mobilen Daten Ihres Smartphones.'],
    ],
    type: 'ul',
  },
];
