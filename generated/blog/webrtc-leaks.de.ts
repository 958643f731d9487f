/* eslint-disable */
// Generated from content/blog/webrtc-leaks/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "WebRTC-Leaks erklärt – und wie Sie sie testen und beheben". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Sie verbinden Ihr VPN, prüfen Ihre IP-Adresse, und alles sieht richtig aus. Trotzdem kann eine Webseite Ihre echte Adresse unter Umständen über eine Funktion herausfinden, die in Ihren Browser eingebaut ist: WebRTC. Dieser Artikel erklärt, was WebRTC tut, warum es Adressen preisgeben kann und wie Sie das prüfen und beheben.',
    ],
    type: 'p',
  },
  { content: ['Was WebRTC ist'], type: 'h2' },
  {
    content: [
      'WebRTC (Web Real-Time Communication) ist eine Reihe von Browserfunktionen, mit denen Webseiten Audio, Video und Daten direkt zwischen Nutzern austauschen können. Es ermöglicht Videoanrufe, Sprachchats, Bildschirmfreigabe und Dateiübertragungen im Browser, ganz ohne Plug-ins. An sich ist es keine Sicherheitslücke.',
    ],
    type: 'p',
  },
  {
    content: [
      'Um zwei Personen direkt miteinander zu verbinden, muss aber jeder Browser wissen, unter welchen Netzwerkadressen er erreichbar ist. Genau bei diesem Ermittlungsschritt entstehen Leaks.',
    ],
    type: 'p',
  },
  { content: ['Wie WebRTC Adressen ermittelt'], type: 'h2' },
  {
    content: [
      'WebRTC nutzt ein Verfahren namens ',
      { strong: ['ICE'] },
      ' (Interactive Connectivity Establishment). Der Browser sammelt eine Liste von „Kandidaten“, also Adressen, unter denen er erreichbar sein könnte, und teilt sie der Gegenseite mit:',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Lokale Adressen'] }, ' der Netzwerkschnittstellen Ihres Geräts, etwa Ihre Adresse im Wi-Fi zu Hause.'],
      [
        { strong: ['Ihre öffentliche Adresse'] },
        ', ermittelt mithilfe eines ',
        { strong: ['STUN'] },
        '-Servers. Ihr Browser sendet ihm eine kleine Anfrage, und der STUN-Server antwortet mit der Adresse, von der die Anfrage kam.',
      ],
      [{ strong: ['Relay-Adressen'] }, ' auf einem TURN-Server, die genutzt werden, wenn keine direkte Verbindung möglich ist.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Eine Webseite kann diese Sammlung mit ein paar Zeilen JavaScript starten und braucht dafür nicht Ihre Erlaubnis, Kamera oder Mikrofon zu nutzen. Welche Adressen der Browser auch sammelt: Die Seite kann sie auslesen.',
    ],
    type: 'p',
  },
  { content: ['Warum ein VPN sie nicht immer verbirgt'], type: 'h2' },
  {
    content: [
      'Ist eine VPN-App auf Systemebene verbunden, läuft Ihr gesamter Datenverkehr – auch die STUN-Anfragen von WebRTC – normalerweise durch den verschlüsselten Tunnel. Der STUN-Server sieht dann die Adresse des VPN-Servers, und genau das wollen Sie. Leaks entstehen, wenn etwas am Tunnel vorbeiläuft:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Schutz nur im Browser.'] },
        ' Eine VPN- oder Proxy-Erweiterung deckt den Datenverkehr ab, den der Browser über sie sendet. WebRTC-Datenverkehr nimmt nicht unbedingt denselben Weg, sodass STUN-Anfragen über Ihre normale Verbindung hinausgehen und Ihre echte öffentliche Adresse verraten können.',
      ],
      [
        { strong: ['IPv6.'] },
        ' Hat Ihre Verbindung eine öffentliche IPv6-Adresse und deckt Ihre VPN-Einrichtung keinen IPv6-Datenverkehr ab, kann diese Adresse unter den lokalen Kandidaten auftauchen.',
      ],
      [{ strong: ['Eine unterbrochene Verbindung.'] }, ' Bricht die VPN-Verbindung ab, laufen neue Anfragen über Ihre normale Verbindung.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Lokale Adressen sind ein kleineres Problem. Viele aktuelle Browser ersetzen sie durch zufällige Namen, die auf „.local“ enden, sofern Sie der Seite keinen Zugriff auf Kamera oder Mikrofon gewährt haben.',
    ],
    type: 'p',
  },
  { content: ['So testen Sie auf einen WebRTC-Leak'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Ermitteln Sie Ihre echte Adresse.'] },
        ' Trennen Sie das VPN, öffnen Sie unseren ',
        { content: ['IP-Check'], href: '/ip-check/' },
        ' und notieren Sie die angezeigte Adresse, einschließlich einer eventuellen IPv6-Adresse.',
      ],
      [{ strong: ['Verbinden Sie das VPN'] }, ' und öffnen Sie den IP-Check erneut. Jetzt sollten Sie die Adresse des VPN-Servers sehen.'],
      [
        {
          strong: ['Führen Sie den ', { content: ['WebRTC-Leak-Test'], href: '/web-rtc/' }, ' aus'],
        },
        ', und zwar im selben Browser. Er zeigt die Adressen, die Ihr Browser über WebRTC preisgibt.',
      ],
      [
        { strong: ['Wiederholen Sie das in jedem Browser'] },
        ', den Sie nutzen, und auf jedem Gerät, denn jeder Browser geht auf seine eigene Weise mit WebRTC um.',
      ],
    ],
    type: 'ol',
  },
  { content: ['So lesen Sie das Ergebnis'], type: 'h2' },
  { content: ['Vergleichen Sie die Adressen im Test mit Ihren Notizen:'], type: 'p' },
  {
    items: [
      [{ strong: ['Nur die Adresse des VPN-Servers'] }, ' oder gar keine öffentliche Adresse: kein Leak.'],
      [
        { strong: ['Ihre echte öffentliche Adresse'] },
        ', ob IPv4 oder IPv6: ein Leak. Websites können trotz VPN Ihre echte Adresse sehen.',
      ],
      [
        { strong: ['Private Adressen'] },
        ' wie 192.168.x.x, 10.x.x.x oder 172.16.x.x bis 172.31.x.x oder IPv6-Adressen, die mit fe80 oder fd beginnen: Diese gelten nur in Ihrem lokalen Netzwerk und verraten weder Ihre öffentliche Adresse noch Ihren Standort, liefern aber ein kleines zusätzliches Detail für einen Browser-Fingerabdruck.',
      ],
      [{ strong: ['Namen, die auf „.local“ enden'] }, ': Ihr Browser verbirgt lokale Adressen, und das ist gut.'],
      [{ strong: ['Gar nichts'] }, ': WebRTC ist in diesem Browser deaktiviert oder blockiert.'],
    ],
    type: 'ul',
  },
  { content: ['Was Sie gegen einen Leak tun können'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Lassen Sie die VPN-App auf Systemebene verbunden.'] },
        ' Eine VPN-App, etwa die FVP-Apps für Computer und Smartphones, leitet den Datenverkehr des gesamten Geräts um, nicht nur den des Browsers. Laden Sie sie von der ',
        { content: ['Download-Seite'], href: '/download/' },
        ' herunter und lassen Sie sie beim Surfen verbunden.',
      ],
      [
        { strong: ['Machen Sie sich klar, was eine Erweiterung abdeckt.'] },
        ' Eine VPN-Browsererweiterung ist praktisch, schützt aber nur den Datenverkehr des Browsers. Nutzen Sie zusätzlich die App, wenn Ihre Adresse verborgen bleiben muss, und testen Sie die Kombination.',
      ],
      [
        { strong: ['Überprüfen Sie die Einstellungen Ihres Browsers.'] },
        ' Manche Browser bieten eine Einstellung, mit der sich einschränken lässt, welche Adressen WebRTC verwenden darf. In Firefox schalten Sie WebRTC komplett ab, indem Sie auf der Seite ',
        { em: ['about:config'] },
        ' den Wert ',
        { em: ['media.peerconnection.enabled'] },
        ' auf false setzen – damit funktionieren allerdings auch Videoanrufe im Browser nicht mehr. Datenschutz-Erweiterungen, die WebRTC einschränken, sind eine weitere Möglichkeit.',
      ],
      [
        { strong: ['Gehen Sie sparsam mit Kamera- und Mikrofonberechtigungen um.'] },
        ' Wenn Sie sie einer Website erteilen, kann diese mehr Details zu Ihren lokalen Adressen sehen.',
      ],
      [
        { strong: ['Halten Sie Browser und VPN-App auf dem neuesten Stand.'] },
        ' Browser gehen inzwischen besser mit WebRTC-Adressen um, und Updates bringen diese Verbesserungen mit.',
      ],
      [{ strong: ['Testen Sie nach jeder Änderung erneut'] }, ', ebenso nach Updates.'],
    ],
    type: 'ul',
  },
  { content: ['Das Risiko richtig einordnen'], type: 'h2' },
  {
    content: [
      'Ein WebRTC-Leak legt Ihre IP-Adresse offen, nicht Ihren Browserverlauf, und ein VPN, das Ihren gesamten Datenverkehr umleitet, beseitigt das Risiko weitgehend. Ein Test dauert eine Minute. Es lohnt sich also, ihn jedes Mal durchzuführen, wenn Sie ein neues Gerät oder einen neuen Browser einrichten – zusammen mit dem ',
      { content: ['DNS-Leak-Test'], href: '/dns-check/' },
      '.',
    ],
    type: 'p',
  },
];
