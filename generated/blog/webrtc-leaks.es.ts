/* eslint-disable */
// Generated from content/blog/webrtc-leaks/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Qué son las fugas de WebRTC y cómo comprobarlas y solucionarlas". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Conectas tu VPN, compruebas tu dirección IP y todo parece correcto. Aun así, una página web podría averiguar tu dirección real gracias a una función integrada en tu navegador: WebRTC. En este artículo te explicamos qué hace WebRTC, por qué puede filtrar direcciones y cómo comprobarlo y solucionarlo.',
    ],
    type: 'p',
  },
  { content: ['Qué es WebRTC'], type: 'h2' },
  {
    content: [
      'WebRTC (Web Real-Time Communication, comunicación web en tiempo real) es un conjunto de funciones del navegador que permite a las páginas web enviar audio, vídeo y datos directamente entre usuarios. Es lo que hace posibles las videollamadas, el chat de voz, la pantalla compartida y la transferencia de archivos en el navegador, sin complementos. En sí mismo, no es un fallo de seguridad.',
    ],
    type: 'p',
  },
  {
    content: [
      'Sin embargo, para conectar directamente a dos personas, cada navegador necesita saber en qué direcciones de red se le puede localizar. De ese paso de descubrimiento vienen las fugas.',
    ],
    type: 'p',
  },
  { content: ['Cómo descubre WebRTC las direcciones'], type: 'h2' },
  {
    content: [
      'WebRTC usa un proceso llamado ',
      { strong: ['ICE'] },
      ' (Interactive Connectivity Establishment). El navegador reúne una lista de «candidatos», direcciones en las que podría ser accesible, y se la pasa al otro extremo:',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Las direcciones locales'] }, ' de las interfaces de red de tu dispositivo, como tu dirección en el Wi-Fi de casa.'],
      [
        { strong: ['Tu dirección pública'] },
        ', que se descubre con ayuda de un servidor ',
        { strong: ['STUN'] },
        '. Tu navegador le envía una pequeña solicitud, y el servidor STUN responde con la dirección desde la que llegó la solicitud.',
      ],
      [{ strong: ['Las direcciones de retransmisión'] }, ' de un servidor TURN, que se usan cuando no es posible una conexión directa.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Una página web puede iniciar esta recopilación con unas pocas líneas de JavaScript, y no necesita tu permiso para usar la cámara o el micrófono. Todas las direcciones que recopile el navegador las puede leer la página.',
    ],
    type: 'p',
  },
  { content: ['Por qué una VPN no siempre las oculta'], type: 'h2' },
  {
    content: [
      'Con una app VPN conectada a nivel de sistema, todo tu tráfico, incluidas las solicitudes STUN de WebRTC, pasa normalmente por el túnel cifrado. Entonces el servidor STUN ve la dirección del servidor VPN, que es justo lo que quieres. Las fugas se producen cuando algo se salta el túnel:',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Protección solo en el navegador.'] },
        ' Una extensión de VPN o de proxy cubre el tráfico que el navegador envía a través de ella. El tráfico de WebRTC puede no seguir el mismo camino, así que las solicitudes STUN pueden salir por tu conexión normal y revelar tu dirección pública real.',
      ],
      [
        { strong: ['IPv6.'] },
        ' Si tu conexión tiene una dirección IPv6 pública y tu configuración de VPN no cubre el tráfico IPv6, esa dirección puede aparecer entre los candidatos locales.',
      ],
      [{ strong: ['Una conexión caída.'] }, ' Si la VPN se desconecta, las nuevas solicitudes usan tu conexión normal.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Las direcciones locales son un problema menor. Muchos navegadores actuales las sustituyen por nombres aleatorios que terminan en «.local», a menos que hayas dado a la página acceso a tu cámara o micrófono.',
    ],
    type: 'p',
  },
  { content: ['Cómo comprobar si hay una fuga de WebRTC'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Averigua tu dirección real.'] },
        ' Desconecta la VPN, abre nuestra ',
        { content: ['comprobación de IP'], href: '/ip-check/' },
        ' y apunta la dirección que aparece, incluida cualquier dirección IPv6.',
      ],
      [{ strong: ['Conecta la VPN'] }, ' y vuelve a abrir la comprobación de IP. Ahora deberías ver la dirección del servidor VPN.'],
      [
        {
          strong: ['Haz la ', { content: ['prueba de fugas de WebRTC'], href: '/web-rtc/' }],
        },
        ' en el mismo navegador. Muestra las direcciones que tu navegador revela a través de WebRTC.',
      ],
      [{ strong: ['Repítelo en cada navegador'] }, ' que uses y en cada dispositivo, porque cada navegador gestiona WebRTC a su manera.'],
    ],
    type: 'ol',
  },
  { content: ['Cómo interpretar el resultado'], type: 'h2' },
  { content: ['Compara las direcciones de la prueba con las que apuntaste:'], type: 'p' },
  {
    items: [
      [{ strong: ['Solo la dirección del servidor VPN'] }, ', o ninguna dirección pública: no hay fuga.'],
      [
        { strong: ['Tu dirección pública real'] },
        ', IPv4 o IPv6: hay una fuga. Los sitios web pueden ver tu dirección real a pesar de la VPN.',
      ],
      [
        { strong: ['Direcciones privadas'] },
        ' como 192.168.x.x, 10.x.x.x o de 172.16.x.x a 172.31.x.x, o direcciones IPv6 que empiezan por fe80 o fd: solo son válidas en tu red local y no revelan tu dirección pública ni tu ubicación, aunque añaden algo de detalle a la huella digital del navegador.',
      ],
      [{ strong: ['Nombres que terminan en «.local»'] }, ': tu navegador está ocultando las direcciones locales, y eso es bueno.'],
      [{ strong: ['Nada en absoluto'] }, ': WebRTC está desactivado o bloqueado en ese navegador.'],
    ],
    type: 'ul',
  },
  { content: ['Qué hacer si hay una fuga'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Mantén la app VPN conectada a nivel de sistema.'] },
        ' Una app VPN, como las apps de FVP para ordenadores y móviles, enruta el tráfico de todo el dispositivo, no solo el del navegador. Descárgala desde la ',
        { content: ['página de descargas'], href: '/download/' },
        ' y déjala conectada mientras navegas.',
      ],
      [
        { strong: ['Ten claro qué cubre una extensión.'] },
        ' Una extensión VPN para el navegador es práctica, pero solo protege el tráfico del navegador. Usa también la app cuando necesites ocultar tu dirección, y comprueba cómo funcionan juntas.',
      ],
      [
        { strong: ['Revisa la configuración de tu navegador.'] },
        ' Algunos navegadores ofrecen un ajuste para limitar qué direcciones puede usar WebRTC. En Firefox, poner ',
        { em: ['media.peerconnection.enabled'] },
        ' en false en la página ',
        { em: ['about:config'] },
        ' desactiva WebRTC por completo, lo que también impide hacer videollamadas en el navegador. Otra opción son las extensiones de privacidad que limitan WebRTC.',
      ],
      [
        { strong: ['Sé prudente con los permisos de cámara y micrófono.'] },
        ' Concedérselos a un sitio puede permitirle ver más detalles de tus direcciones locales.',
      ],
      [
        { strong: ['Mantén actualizados el navegador y la app VPN.'] },
        ' Los navegadores han mejorado su forma de gestionar las direcciones de WebRTC, y las actualizaciones traen esas mejoras.',
      ],
      [{ strong: ['Vuelve a hacer la prueba después de cada cambio'] }, ' y tras las actualizaciones.'],
    ],
    type: 'ul',
  },
  { content: ['Sin alarmismos'], type: 'h2' },
  {
    content: [
      'Una fuga de WebRTC expone tu dirección IP, no tu historial de navegación, y una VPN que enruta todo tu tráfico elimina en gran parte el riesgo. La prueba lleva un minuto, así que merece la pena hacerla cada vez que configures un dispositivo o un navegador nuevo, junto con la ',
      { content: ['prueba de fugas de DNS'], href: '/dns-check/' },
      '.',
    ],
    type: 'p',
  },
];
