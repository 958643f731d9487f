/* eslint-disable */
// Generated from content/blog/wireguard-vs-openvpn/de.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "WireGuard oder OpenVPN? So wählen Sie das richtige VPN-Protokoll". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'In den meisten VPN-Apps können Sie ein „Protokoll“ auswählen, und die beiden Namen, die Ihnen dabei am häufigsten begegnen, sind WireGuard und OpenVPN. Beide sind weit verbreitet und gelten bei richtiger Einrichtung als sicher. Sie wurden lediglich mit unterschiedlichen Schwerpunkten entwickelt – und diese Unterschiede entscheiden, welches in einer bestimmten Situation besser zu Ihnen passt.',
    ],
    type: 'p',
  },
  { content: ['Was ein VPN-Protokoll ist'], type: 'h2' },
  {
    content: [
      'Ein VPN-Protokoll ist das Regelwerk, nach dem Ihr Gerät und der VPN-Server zusammenarbeiten. Es legt fest, wie sie sich gegenseitig ausweisen, wie sie Schlüssel für die Verschlüsselung vereinbaren, wie Ihre Daten verpackt und verschlüsselt werden und wie sich die Verbindung wieder fängt, wenn das Netzwerk kurz hakt.',
    ],
    type: 'p',
  },
  {
    content: [
      'Das Protokoll ändert nichts daran, ',
      { em: ['was'] },
      ' ein VPN für Sie tut: In beiden Fällen ist Ihr Datenverkehr zwischen Ihrem Gerät und dem VPN-Server verschlüsselt, und Websites sehen die IP-Adresse des Servers statt Ihrer eigenen. Was sich ändert, ist das Verhalten der Verbindung: wie schnell sie aufgebaut wird, wie sie mit einem Netzwerkwechsel zurechtkommt, wie viel Arbeit Ihr Gerät leisten muss und ob sie durch Netzwerke kommt, die bestimmte Arten von Datenverkehr blockieren.',
    ],
    type: 'p',
  },
  { content: ['WireGuard: schlank und modern'], type: 'h2' },
  {
    content: ['WireGuard ist das neuere der beiden Protokolle. Es wurde so einfach wie möglich gestaltet.'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Wenig Code.'] },
        ' WireGuard besteht aus weit weniger Code als ältere VPN-Software. Weniger Code lässt sich von Fachleuten leichter prüfen und bietet weniger Stellen, an denen sich Fehler verstecken können.',
      ],
      [
        { strong: ['Feste, moderne Kryptografie.'] },
        ' Statt eine Auswahl an Verschlüsselungsoptionen anzubieten, verwendet WireGuard einen einzigen, sorgfältig ausgewählten Satz moderner Algorithmen. Es gibt nichts, was sich falsch konfigurieren ließe, und keine schwächere Option, auf die zurückgegriffen werden könnte. Falls diese Algorithmen je ersetzt werden müssen, bekommt das Protokoll eine neue Version statt einer neuen Einstellung.',
      ],
      [
        { strong: ['Gemacht für wechselnde Netzwerke.'] },
        ' WireGuard bewältigt den Wechsel zwischen Wi-Fi und mobilen Daten reibungslos, oft ohne dass Sie einen Neuaufbau der Verbindung bemerken.',
      ],
      [
        { strong: ['Ruhig im Leerlauf.'] },
        ' Wenn Sie die Verbindung nicht nutzen, sendet es sehr wenig – ein Vorteil bei Smartphones und Laptops.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Die wichtigste Einschränkung: WireGuard nutzt ausschließlich UDP, eine Art von Netzwerkverkehr, die manche Netzwerke in Hotels, Büros und Schulen sowie manche öffentlichen Netzwerke einschränken.',
    ],
    type: 'p',
  },
  { content: ['OpenVPN: ausgereift und flexibel'], type: 'h2' },
  {
    content: [
      'OpenVPN gibt es schon viel länger. Es wird seit vielen Jahren eingesetzt und überprüft – vom Heimrouter bis zum Großunternehmen.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Ausgereift und breit unterstützt.'] },
        ' Viele Router und Geräte können OpenVPN mit einer einfachen Konfigurationsdatei nutzen, auch ohne eigene App.',
      ],
      [
        { strong: ['Flexibel.'] },
        ' Es unterstützt viele Einstellungen und Verschlüsselungsoptionen. Diese Flexibilität ist für Administratoren nützlich, bedeutet aber auch, dass eine Einrichtung nur so gut ist wie ihre Konfiguration.',
      ],
      [
        { strong: ['Läuft über UDP oder TCP.'] },
        ' Das ist der praktische Vorteil von OpenVPN. UDP ist unter normalen Bedingungen die schnellere Wahl. TCP ist die Art von Datenverkehr, die beim Surfen im Web meist genutzt wird. In restriktiven Netzwerken, in denen nur wenige Ports oder Arten von Datenverkehr erlaubt sind, kann OpenVPN über TCP daher oft noch eine Verbindung herstellen, wenn andere Optionen scheitern.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Der TCP-Modus hat seinen Preis: Bei einer schlechten oder überlasteten Verbindung ist er meist langsamer, weil verlorene Daten unter Umständen doppelt erneut gesendet werden – einmal vom VPN und einmal vom Datenverkehr darin. Nutzen Sie ihn, wenn Sie ihn brauchen, nicht standardmäßig.',
    ],
    type: 'p',
  },
  { content: ['Geschwindigkeit und Akku im Allgemeinen'], type: 'h2' },
  {
    content: [
      'Die genaue Geschwindigkeit hängt von Ihrem Gerät, Ihrem Netzwerk, der Entfernung zum Server und dessen Auslastung ab, daher wäre jede einzelne Zahl irreführend. Allgemein gilt:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        'WireGuard ist meist die schnellere und leichtere Option, mit schnellem Verbindungsaufbau und geringem Overhead. Auf Smartphones und Laptops bedeutet das oft eine längere Akkulaufzeit.',
      ],
      ['OpenVPN über UDP ist in der Regel etwas langsamer und beansprucht Ihr Gerät stärker.'],
      ['OpenVPN über TCP ist meist die langsamste der drei Varianten, besonders bei unzuverlässigen Verbindungen.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Bei einer schnellen, stabilen Verbindung zu Hause merken Sie womöglich kaum einen Unterschied. Auf einem Smartphone, das zwischen Netzwerken wechselt, oder auf einem älteren Gerät ist der Unterschied deutlicher spürbar.',
    ],
    type: 'p',
  },
  { content: ['Wann Sie welches wählen'], type: 'h2' },
  { content: ['Eine einfache Reihenfolge zum Ausprobieren:'], type: 'p' },
  {
    items: [
      [
        { strong: ['Beginnen Sie mit WireGuard.'] },
        ' Es ist eine gute Standardwahl für den Alltag auf Computern, Smartphones und Tablets.',
      ],
      [
        { strong: ['Wechseln Sie zu OpenVPN UDP'] },
        ', wenn WireGuard in einem bestimmten Netzwerk keine Verbindung herstellt oder immer wieder abbricht.',
      ],
      [
        { strong: ['Wechseln Sie zu OpenVPN TCP'] },
        ' in Netzwerken, die den meisten Datenverkehr blockieren, etwa in manchen Hotels, Büros, Schulen oder öffentlichen Hotspots. Rechnen Sie damit, dass es langsamer ist.',
      ],
      [{ strong: ['Nutzen Sie OpenVPN'] }, ' auf Routern und Geräten, die nur OpenVPN-Konfigurationsdateien akzeptieren.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'Wenn ein Protokoll eine Verbindung herstellt, Websites aber schlecht laden, probieren Sie ein anderes aus, bevor Sie den Server wechseln: Das Netzwerk zwischen Ihnen und dem Server kommt mit einem davon vielleicht einfach besser zurecht.',
    ],
    type: 'p',
  },
  { content: ['Die Protokolle mit FVP nutzen'], type: 'h2' },
  {
    content: [
      'FVP funktioniert mit allen drei Protokollen: WireGuard, OpenVPN über UDP und OpenVPN über TCP. Mit Premium können Sie außerdem für jedes davon eine Konfigurationsdatei herunterladen, um Router und andere Geräte einzurichten, auf denen die Apps nicht laufen. Die Apps finden Sie auf der ',
      { content: ['Download-Seite'], href: '/download/' },
      ', Hinweise zur Einrichtung auf der ',
      { content: ['OpenVPN-Seite'], href: '/openvpn/' },
      '.',
    ],
    type: 'p',
  },
  {
    content: [
      'Ganz gleich, welches Protokoll Sie nutzen: Es lohnt sich, nach dem Verbinden den ',
      { content: ['DNS-Leak-Test'], href: '/dns-check/' },
      ' durchzuführen. Das Protokoll schützt den Tunnel, doch ob tatsächlich Ihr gesamter Datenverkehr hindurchläuft, entscheiden die Einstellungen Ihres Geräts.',
    ],
    type: 'p',
  },
];
