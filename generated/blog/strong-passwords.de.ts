/* eslint-disable */
// Generated from content/blog/strong-passwords/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Starke Passwörter, die Sie sich merken können und die niemand errät". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Passwort-Tipps klingen oft nach lästiger Pflicht: ein Großbuchstabe hier, eine Ziffer da, dazu ein Sonderzeichen. Das Ergebnis ist schwer zu merken und überraschend leicht zu erraten. Besser ist ein einfacherer Ansatz: Passwörter lang machen, für jedes Konto ein eigenes verwenden und das Merken einem Tool überlassen.',
    ],
    type: 'p',
  },
  { content: ['Warum Länge mehr zählt als Komplexität'], type: 'h2' },
  {
    content: [
      'Angreifer raten selten von Hand. Ihre Software probiert riesige Mengen an Kombinationen durch, angefangen mit den wahrscheinlichsten: gängige Wörter, Namen, Tastaturmuster und Passwörter, die bei anderen Websites geleakt wurden. Komplexitätsregeln helfen dagegen wenig, weil Menschen sie vorhersehbar befolgen. Der Großbuchstabe kommt an den Anfang, eine Ziffer und ein Ausrufezeichen ans Ende, und aus einem „a“ wird ein „@“. Ratesoftware kennt diese Gewohnheiten.',
    ],
    type: 'p',
  },
  {
    content: [
      'Mit der Länge verhält es sich anders. Jedes zusätzliche Zeichen vervielfacht die Zahl der Möglichkeiten, die ein Angreifer durchprobieren muss. Ein kurzes Passwort voller Sonderzeichen kann schwächer sein als ein langes aus einfachen Kleinbuchstaben – sofern das lange keine bekannte Wendung ist.',
    ],
    type: 'p',
  },
  {
    content: [
      'Gegen Vorhersehbarkeit hilft Länge allerdings nicht. „Ichliebedichfürimmer“ ist lang, doch Ratesoftware probiert solche Phrasen schon früh aus. Ein Passwort muss lang und zufällig sein.',
    ],
    type: 'p',
  },
  { content: ['Passphrasen: lang, zufällig und gut zu merken'], type: 'h2' },
  {
    content: [
      'Eine Passphrase ist ein Passwort aus mehreren Wörtern, etwa ',
      { em: ['kupfer laterne walross gurke umlaufbahn'] },
      '. Werden die Wörter zufällig gewählt, ist eine Passphrase lang genug, um Rateversuchen standzuhalten, und trotzdem leicht zu tippen und zu merken.',
    ],
    type: 'p',
  },
  { content: ['Mit ein paar Regeln funktionieren Passphrasen:'], type: 'p' },
  {
    items: [
      [
        { strong: ['Überlassen Sie die Wortwahl dem Zufall.'] },
        ' Selbst gewählte Wörter hängen oft zusammen oder haben eine Bedeutung. Würfel und eine Wortliste oder ein Generator sind besser als Ihre Fantasie.',
      ],
      [
        { strong: ['Verwenden Sie genug Wörter.'] },
        ' Fünf oder mehr zufällige Wörter sind ein sinnvolles Ziel für wichtige Konten wie Ihr E-Mail-Konto oder Ihren Passwort-Manager.',
      ],
      [{ strong: ['Vermeiden Sie Zitate, Liedtexte und Sprichwörter.'] }, ' Ein berühmter Satz ist nicht zufällig, egal wie lang er ist.'],
      [
        { strong: ['Trennzeichen sind optional.'] },
        ' Leerzeichen, Bindestriche oder Punkte sind in Ordnung; die Stärke kommt von den zufälligen Wörtern.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Auswendig lernen müssen Sie nur wenige Passphrasen: für Ihren Passwort-Manager, die Anmeldung an Ihrem Computer und vielleicht Ihr wichtigstes E-Mail-Konto. Alles andere lässt sich speichern.',
    ],
    type: 'p',
  },
  { content: ['Verwenden Sie nie ein Passwort mehrfach'], type: 'h2' },
  {
    content: [
      'Ein mehrfach genutztes Passwort ist oft ein größeres Risiko als ein schwaches. Kommt es bei einer Website zu einem Datenleck, werden Listen mit E-Mail-Adressen und Passwörtern häufig weitergegeben und gehandelt. Angreifer betreiben dann ',
      { strong: ['Credential Stuffing'] },
      ': Automatisierte Tools probieren jedes geleakte Paar aus E-Mail-Adresse und Passwort bei vielen anderen Diensten aus, etwa bei E-Mail-Anbietern, Onlineshops, sozialen Netzwerken und Banken. Überall, wo Sie dieses Passwort ebenfalls verwendet haben, öffnet sich das Konto, ohne dass jemand etwas erraten muss.',
    ],
    type: 'p',
  },
  {
    content: [
      'Selbst ein perfektes Passwort wird wertlos, sobald es bei einer Website geleakt ist, bei der Sie sich irgendwann angemeldet und das längst vergessen haben. Die einzige verlässliche Abwehr ist ein eigenes Passwort für jedes Konto. So bleibt ein Leck an einer Stelle auf diese Stelle beschränkt.',
    ],
    type: 'p',
  },
  { content: ['Überlassen Sie das Merken einem Passwort-Manager'], type: 'h2' },
  {
    content: [
      'Niemand kann sich für jedes Konto ein eigenes zufälliges Passwort merken. Ein Passwort-Manager speichert sie in einem verschlüsselten Tresor, den Sie mit einer einzigen starken Passphrase entsperren. Er erzeugt für jede Website ein neues Passwort, füllt es aus und synchronisiert es zwischen Ihren Geräten.',
    ],
    type: 'p',
  },
  {
    content: [
      'Er hilft auch gegen Phishing: Ein Passwort-Manager füllt ein Passwort in der Regel nur auf der Adresse aus, für die es gespeichert wurde. Wird eine täuschend echte Anmeldeseite also nicht automatisch ausgefüllt, sollten Sie das als Warnsignal verstehen.',
    ],
    type: 'p',
  },
  {
    content: [
      'Um ohne Installation ein zufälliges Passwort zu erstellen, nutzen Sie unseren ',
      { content: ['Passwort-Generator'], href: '/password-generator/' },
      '. Er erzeugt das Passwort in Ihrem Browser, auf Ihrem eigenen Gerät, und Sie können es direkt in ein neues Konto oder in Ihren Passwort-Manager einfügen.',
    ],
    type: 'p',
  },
  { content: ['Aktivieren Sie die Zwei-Faktor-Authentifizierung'], type: 'h2' },
  {
    content: [
      'Die Zwei-Faktor-Authentifizierung (2FA) verlangt neben Ihrem Passwort noch etwas anderes, meist einen Code oder eine Bestätigung auf einem Gerät, das Ihnen gehört. Selbst wenn Ihr Passwort geleakt wird, braucht ein Angreifer dann immer noch diesen zweiten Faktor.',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Authenticator-Apps'] }, ' erzeugen auf Ihrem Smartphone kurzlebige Codes und sind eine gute Standardwahl.'],
      [
        { strong: ['Sicherheitsschlüssel und Passkeys'] },
        ' sind die stärkste Option, sofern ein Dienst sie unterstützt, denn sie sind an die echte Website gebunden und schützen vor Phishing.',
      ],
      [
        { strong: ['Codes per SMS'] },
        ' sind besser als nichts, hängen aber von Ihrer Telefonnummer ab, die gekapert werden oder auf Reisen nicht verfügbar sein kann.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Bewahren Sie die Backup-Codes an einem sicheren Ort auf, etwa in Ihrem Passwort-Manager. Ein verlorenes Smartphone sollte nicht bedeuten, dass Sie auch Ihre Konten verlieren.',
    ],
    type: 'p',
  },
  { content: ['Was nach einer Datenleck-Meldung zu tun ist'], type: 'h2' },
  {
    content: ['Teilt Ihnen ein Dienst mit, dass Ihre Daten von einem Datenleck betroffen sind, gehen Sie diese Schritte durch:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Rufen Sie die Website selbst auf.'] },
        ' Tippen Sie die Adresse ein oder nutzen Sie ein Lesezeichen, statt auf einen Link in der Nachricht zu klicken, denn gefälschte Datenleck-Meldungen sind ein verbreiteter Phishing-Trick.',
      ],
      [{ strong: ['Ändern Sie das Passwort'] }, ' für dieses Konto in ein neues, einzigartiges.'],
      [
        { strong: ['Ändern Sie es überall, wo Sie es ebenfalls verwendet haben.'] },
        ' Genau dort würde Credential Stuffing als Nächstes zuschlagen.',
      ],
      [{ strong: ['Aktivieren Sie die Zwei-Faktor-Authentifizierung'] }, ', falls noch nicht geschehen.'],
      [
        { strong: ['Prüfen Sie Ihr E-Mail-Konto'] },
        ' auf Weiterleitungsregeln, Wiederherstellungsadressen oder verknüpfte Apps, die Sie nicht kennen.',
      ],
      [
        { strong: ['Rechnen Sie mit Betrugsversuchen im Nachgang'] },
        ', die die geleakten Daten nutzen, um glaubwürdig zu wirken, und prüfen Sie Ihre Kontoauszüge, falls Zahlungsdaten betroffen waren.',
      ],
    ],
    type: 'ol',
  },
  { content: ['Was ein VPN hier leistet – und was nicht'], type: 'h2' },
  {
    content: [
      'Ein VPN wie FVP verschlüsselt Ihre Verbindung und verbirgt Ihre IP-Adresse vor den Websites, die Sie besuchen. Das schützt Ihre Anmeldungen in nicht vertrauenswürdigen Netzwerken wie öffentlichem Wi-Fi. Es kann aber weder verhindern, dass bei einer Website Daten abfließen, noch ein mehrfach genutztes Passwort sicher machen. Das leisten lange, einzigartige Passwörter, ein Passwort-Manager und 2FA.',
    ],
    type: 'p',
  },
];
