/* eslint-disable */
// Generated from content/blog/ip-address-explained/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "¿Qué es una dirección IP y qué revela sobre ti?". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Cada vez que abres un sitio web, tu dispositivo le indica adónde enviar la respuesta. Esa dirección de retorno es tu dirección IP. Es una de las piezas más básicas del funcionamiento de internet y también una de las peor entendidas: hay quien cree que revela la dirección de su casa y quien cree que ocultarla le vuelve invisible. Ninguna de las dos ideas es del todo cierta.',
    ],
    type: 'p',
  },
  { content: ['Qué es una dirección IP'], type: 'h2' },
  {
    content: [
      'IP son las siglas de Internet Protocol (protocolo de internet), el conjunto de reglas que usan los dispositivos para enviar datos a través de las redes. Una dirección IP es un número que identifica una conexión en una red, algo así como una dirección postal para los datos. Cuando cargas una página, tu solicitud lleva tu dirección para que el servidor sepa adónde enviar la respuesta.',
    ],
    type: 'p',
  },
  {
    content: [
      'Casi siempre, la dirección que ven los sitios web no es la de tu propio dispositivo. Tu router de casa o tu operador móvil asigna a tu conexión una ',
      { strong: ['dirección IP pública'] },
      ' y la comparte entre tus dispositivos. Dentro de casa, cada dispositivo recibe una ',
      { strong: ['dirección privada'] },
      ', que a menudo empieza por 192.168 o 10 y que desde fuera nunca se ve.',
    ],
    type: 'p',
  },
  { content: ['Qué pueden saber de ti los sitios web a partir de ella'], type: 'h2' },
  {
    content: ['Tu dirección IP pública es visible para todos los sitios y servicios a los que te conectas. Por sí sola, puede revelar:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Una ubicación aproximada.'] },
        ' Las bases de datos de geolocalización asocian las direcciones a un país y, a menudo, a una región o una ciudad. El resultado puede fallar por mucha distancia, sobre todo en las redes móviles.',
      ],
      [
        { strong: ['Tu proveedor.'] },
        ' Normalmente muestra a qué proveedor de internet, operador móvil u organización pertenece la dirección.',
      ],
      [
        { strong: ['El tipo de red.'] },
        ' Algunas bases de datos pueden saber si una dirección pertenece a una conexión doméstica, a una empresa, a un centro de datos o a un servicio VPN.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Lo que no muestra es tu nombre, tu dirección postal ni quién está sentado frente al teclado. Tu proveedor de internet sabe qué cliente usó una dirección concreta en un momento concreto, y las leyes de su país pueden obligarle a compartir esa información. Pero un sitio web que mira tu dirección ve un proveedor y una zona aproximada, no a una persona.',
    ],
    type: 'p',
  },
  {
    content: ['Puedes ver lo que revela tu propia dirección con nuestra ', { content: ['comprobación de IP'], href: '/ip-check/' }, '.'],
    type: 'p',
  },
  { content: ['IPv4 e IPv6'], type: 'h2' },
  { content: ['Hoy en día se usan dos versiones de direcciones IP.'], type: 'p' },
  {
    items: [
      [
        'Las direcciones ',
        { strong: ['IPv4'] },
        ' son cuatro números separados por puntos, como 203.0.113.42. Solo hay algo más de cuatro mil millones de direcciones IPv4 posibles, no las suficientes para que cada dispositivo tenga la suya, y por eso las direcciones se comparten y se reutilizan.',
      ],
      [
        'Las direcciones ',
        { strong: ['IPv6'] },
        ' son más largas y se escriben en grupos de letras y números separados por dos puntos, como 2001:db8::1. Hay tantas que cada dispositivo puede tener su propia dirección pública.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Muchas conexiones tienen ambas. Esto importa para tu privacidad: si una herramienta protege solo tu tráfico IPv4 mientras el tráfico IPv6 pasa por fuera de ella, un sitio puede seguir viendo tu dirección IPv6 real.',
    ],
    type: 'p',
  },
  { content: ['Direcciones dinámicas, estáticas y compartidas'], type: 'h2' },
  {
    content: [
      'La mayoría de las conexiones domésticas y móviles reciben una dirección ',
      { strong: ['dinámica'] },
      ' que el proveedor puede cambiar de vez en cuando, por ejemplo cuando se reinicia el router. Algunas empresas y algunas tarifas usan una dirección ',
      { strong: ['estática'] },
      ', que no cambia.',
    ],
    type: 'p',
  },
  {
    content: [
      'Como las direcciones IPv4 escasean, muchos operadores móviles y algunos proveedores domésticos usan ',
      { strong: ['NAT de operador'] },
      ' (carrier-grade NAT): muchos clientes comparten una misma dirección pública a la vez. Si alguna vez te han pedido resolver un captcha adicional o has visto que un sitio bloqueaba «tu» dirección por algo que no habías hecho, el motivo puede ser una dirección compartida.',
    ],
    type: 'p',
  },
  { content: ['Cómo usan tu dirección IP los sitios web y los anunciantes'], type: 'h2' },
  {
    content: [
      'Los sitios web usan tu dirección para cosas corrientes: elegir un idioma o una moneda, mostrar contenido regional, limitar los abusos y detectar inicios de sesión sospechosos. Los anunciantes y los rastreadores la usan como una señal más entre muchas.',
    ],
    type: 'p',
  },
  {
    content: [
      'Por sí sola, una dirección IP es un identificador débil, porque cambia y puede estar compartida. Revela más cuando se combina con otros datos. Las ',
      { strong: ['cookies'] },
      ' y las cuentas con la sesión iniciada identifican tu navegador directamente. La ',
      { strong: ['huella digital del navegador'] },
      ' combina detalles como el tamaño de pantalla, las fuentes y la configuración. Junto con tu dirección, todo esto permite a los rastreadores vincular tus visitas entre distintos sitios y a lo largo del tiempo.',
    ],
    type: 'p',
  },
  { content: ['Lo que cambia, y lo que no, al cambiar tu dirección IP'], type: 'h2' },
  {
    content: [
      'Conectarte a una VPN sustituye tu dirección IP pública por la dirección del servidor VPN. Con FVP, por ejemplo, los sitios web ven la dirección del servidor y su ubicación en lugar de las tuyas, y tu proveedor de internet ve tráfico cifrado hacia la VPN en lugar de los sitios que visitas.',
    ],
    type: 'p',
  },
  { content: ['Lo que cambia:'], type: 'p' },
  {
    items: [
      ['Los sitios ven la dirección y la ubicación aproximada del servidor VPN, no las tuyas.'],
      ['Las personas conectadas a tu misma red, por ejemplo a un Wi-Fi público, no pueden leer tu tráfico.'],
    ],
    type: 'ul',
  },
  { content: ['Lo que no cambia:'], type: 'p' },
  {
    items: [
      [{ strong: ['Las cuentas en las que tienes la sesión iniciada'] }, ' siguen sabiendo que eres tú.'],
      [
        { strong: ['Las cookies y las huellas digitales'] },
        ' siguen funcionando, así que borra las cookies o usa una ventana privada si quieres empezar de cero.',
      ],
      [
        { strong: ['Las fugas'] },
        ' pueden seguir delatando tu dirección real. Una fuga de DNS o de WebRTC puede revelarla incluso con la VPN conectada. Compruébalo con nuestra ',
        { content: ['prueba de fugas de DNS'], href: '/dns-check/' },
        ' y nuestra ',
        { content: ['prueba de fugas de WebRTC'], href: '/web-rtc/' },
        '.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Una nueva dirección IP es un paso útil para tu privacidad, pero no te vuelve invisible. Considérala una capa más: combínala con una configuración sensata del navegador, cuidado al iniciar sesión y hábitos que tengan en cuenta a los rastreadores.',
    ],
    type: 'p',
  },
];
