/* eslint-disable */
// Generated from content/blog/wireguard-vs-openvpn/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "¿WireGuard u OpenVPN? Cómo elegir el protocolo VPN adecuado". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'La mayoría de las apps de VPN te dejan elegir un «protocolo», y los dos nombres que verás con más frecuencia son WireGuard y OpenVPN. Los dos se usan mucho y ambos se consideran seguros si están bien configurados. Simplemente se crearon con prioridades distintas, y esas diferencias deciden cuál te conviene en cada situación.',
    ],
    type: 'p',
  },
  { content: ['Qué es un protocolo VPN'], type: 'h2' },
  {
    content: [
      'Un protocolo VPN es el conjunto de reglas que siguen tu dispositivo y el servidor VPN para entenderse. Determina cómo demuestran quiénes son, cómo acuerdan las claves de cifrado, cómo se empaquetan y cifran tus datos y cómo se recupera la conexión cuando la red tiene un tropiezo.',
    ],
    type: 'p',
  },
  {
    content: [
      'El protocolo no cambia ',
      { em: ['lo que'] },
      ' hace una VPN por ti: en ambos casos, tu tráfico va cifrado entre tu dispositivo y el servidor VPN, y los sitios web ven la dirección IP del servidor en lugar de la tuya. Lo que cambia es cómo se comporta la conexión: lo rápido que se establece, cómo lleva los cambios de red, cuánto trabajo hace tu dispositivo y si logra atravesar redes que bloquean ciertos tipos de tráfico.',
    ],
    type: 'p',
  },
  { content: ['WireGuard: pequeño y moderno'], type: 'h2' },
  {
    content: ['WireGuard es el más reciente de los dos. Se diseñó para ser lo más sencillo posible.'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Poco código.'] },
        ' WireGuard tiene muchísimo menos código que el software VPN más antiguo. Menos código es más fácil de revisar para los expertos y deja menos sitios donde puedan esconderse errores.',
      ],
      [
        { strong: ['Criptografía moderna y fija.'] },
        ' En lugar de ofrecer un menú de opciones de cifrado, WireGuard usa un único conjunto de algoritmos modernos elegidos con cuidado. No hay nada que configurar mal ni ninguna opción más débil a la que recurrir. Si algún día hay que sustituir esos algoritmos, el protocolo tendrá una nueva versión, no un nuevo ajuste.',
      ],
      [
        { strong: ['Pensado para redes cambiantes.'] },
        ' WireGuard gestiona sin problemas el paso del Wi-Fi a los datos móviles, a menudo sin que notes ninguna reconexión.',
      ],
      [
        { strong: ['Discreto en reposo.'] },
        ' Envía muy pocos datos cuando no estás usando la conexión, lo que viene bien en móviles y portátiles.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'La principal limitación es que WireGuard solo usa UDP, un tipo de tráfico de red que restringen algunas redes de hoteles, oficinas, centros educativos o lugares públicos.',
    ],
    type: 'p',
  },
  { content: ['OpenVPN: maduro y flexible'], type: 'h2' },
  {
    content: [
      'OpenVPN existe desde hace mucho más tiempo y tiene una larga trayectoria de uso y revisión en todo tipo de entornos, desde routers domésticos hasta grandes empresas.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Maduro y ampliamente compatible.'] },
        ' Muchos routers y dispositivos pueden usar OpenVPN con un simple archivo de configuración, incluso sin una app específica.',
      ],
      [
        { strong: ['Flexible.'] },
        ' Admite muchos ajustes y opciones de cifrado. Esa flexibilidad es útil para los administradores, aunque también significa que una instalación es tan buena como su configuración.',
      ],
      [
        { strong: ['Funciona sobre UDP o TCP.'] },
        ' Esta es la ventaja práctica de OpenVPN. UDP es la opción más rápida en condiciones normales. TCP es el tipo de tráfico que usa la mayor parte de la navegación web, así que en redes restrictivas donde solo se permiten unos pocos puertos o tipos de tráfico, OpenVPN sobre TCP a menudo consigue conectarse cuando otras opciones fallan.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'El modo TCP tiene un coste: en una conexión mala o saturada suele ser más lento, porque los datos perdidos pueden reenviarse dos veces, una por parte de la VPN y otra por parte del tráfico que va dentro. Úsalo cuando lo necesites, no por defecto.',
    ],
    type: 'p',
  },
  { content: ['Velocidad y batería a grandes rasgos'], type: 'h2' },
  {
    content: [
      'La velocidad exacta depende de tu dispositivo, tu red, la distancia hasta el servidor y lo ocupado que esté, así que cualquier cifra concreta sería engañosa. A grandes rasgos:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        'WireGuard suele ser la opción más rápida y ligera, con conexiones rápidas y poca sobrecarga. En móviles y portátiles, eso a menudo se traduce en más autonomía.',
      ],
      ['OpenVPN sobre UDP suele ser algo más lento y exige más trabajo a tu dispositivo.'],
      ['OpenVPN sobre TCP suele ser el más lento de los tres, sobre todo en conexiones poco fiables.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'En una conexión doméstica rápida y estable puede que apenas notes la diferencia. En un móvil que va cambiando de red o en un dispositivo antiguo, la diferencia se nota más.',
    ],
    type: 'p',
  },
  { content: ['Cuándo elegir cada uno'], type: 'h2' },
  { content: ['Un orden sencillo para ir probando:'], type: 'p' },
  {
    items: [
      [{ strong: ['Empieza con WireGuard.'] }, ' Es una buena opción por defecto para el uso diario en ordenadores, móviles y tabletas.'],
      [{ strong: ['Cambia a OpenVPN UDP'] }, ' si WireGuard no se conecta o se corta una y otra vez en una red concreta.'],
      [
        { strong: ['Cambia a OpenVPN TCP'] },
        ' en redes que bloquean la mayor parte del tráfico, como las de algunos hoteles, oficinas, centros educativos o puntos de acceso públicos. Cuenta con que irá más lento.',
      ],
      [{ strong: ['Usa OpenVPN'] }, ' en routers y dispositivos que solo aceptan archivos de configuración de OpenVPN.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'Si un protocolo se conecta pero las webs cargan mal, prueba otro antes de cambiar de servidor: puede que la red entre tú y el servidor simplemente funcione mejor con uno de ellos.',
    ],
    type: 'p',
  },
  { content: ['Cómo usar los protocolos con FVP'], type: 'h2' },
  {
    content: [
      'FVP funciona con los tres: WireGuard, OpenVPN sobre UDP y OpenVPN sobre TCP. Con Premium también puedes descargar un archivo de configuración para cada uno de ellos y así configurar routers y otros dispositivos que no pueden ejecutar las apps. Encontrarás las apps en la ',
      { content: ['página de descargas'], href: '/download/' },
      ' y las instrucciones de configuración en la ',
      { content: ['página de OpenVPN'], href: '/openvpn/' },
      '.',
    ],
    type: 'p',
  },
  {
    content: [
      'Uses el protocolo que uses, conviene hacer la ',
      { content: ['prueba de fugas de DNS'], href: '/dns-check/' },
      ' después de conectarte. El protocolo protege el túnel, pero son los ajustes de tu dispositivo los que deciden si todo tu tráfico pasa realmente por él.',
    ],
    type: 'p',
  },
];
