/* eslint-disable */
// Generated from content/blog/public-wifi-safety/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Cómo usar el Wi-Fi público con seguridad". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'El Wi-Fi público de cafeterías, hoteles, aeropuertos y trenes es cómodo, pero en una red compartida no controlas quién más está conectado ni quién gestiona los equipos. Unos pocos ajustes y hábitos marcan una gran diferencia.',
    ],
    type: 'p',
  },
  { content: ['Qué pueden ver otros en la red'], type: 'h2' },
  {
    content: [
      'En un punto de acceso público hay dos grupos que pueden observar tu tráfico: ',
      { strong: ['las demás personas conectadas a la misma red'] },
      ' y ',
      { strong: ['quien gestiona el punto de acceso'] },
      ' (la cafetería, el hotel o la empresa que les gestiona el Wi-Fi).',
    ],
    type: 'p',
  },
  {
    content: [
      'Cuando un sitio o una app usa HTTPS, el contenido de lo que envías y recibes va cifrado. Quien vigile la red no puede leer tus mensajes, tus contraseñas ni tus números de tarjeta. Aun así, normalmente puede ver:',
    ],
    type: 'p',
  },
  {
    items: [
      ['qué nombres de dominio consultas y a cuáles te conectas (por ejemplo, que has visitado la web de un banco, pero no qué páginas);'],
      ['cuándo estás conectado y, aproximadamente, cuántos datos envías y recibes;'],
      ['la dirección de hardware (MAC) de tu dispositivo y, a veces, su nombre, como «Portátil de Anna».'],
    ],
    type: 'ul',
  },
  {
    content: ['Todo lo que se envía sin cifrar, como una web antigua que usa HTTP sin más o una app mal hecha, puede leerse por completo.'],
    type: 'p',
  },
  { content: ['Puntos de acceso falsos con nombres conocidos'], type: 'h2' },
  {
    content: [
      'Cualquiera puede crear un punto de acceso llamado «WiFi Gratis Aeropuerto» o ponerle exactamente el mismo nombre que la red del hotel, un truco que suele llamarse ',
      { em: ['evil twin'] },
      ' («gemelo malvado»). Si te conectas, quien lo gestiona ve todo lo que vería un operador real y puede intentar llevarte a páginas de inicio de sesión falsas.',
    ],
    type: 'p',
  },
  { content: ['Para reducir el riesgo:'], type: 'p' },
  {
    items: [
      ['Pregunta al personal el nombre exacto de la red y comprueba cómo se escribe antes de conectarte.'],
      ['Desconfía de las redes abiertas con nombres genéricos, o de dos redes con nombres casi idénticos.'],
      [
        'Ten cuidado con un portal cautivo (la página que aparece antes de que tengas acceso a internet) que pida más de lo necesario, como la contraseña de tu correo o los datos de tu tarjeta para una red «gratuita».',
      ],
    ],
    type: 'ol',
  },
  { content: ['HTTPS ayuda, pero tiene límites'], type: 'h2' },
  {
    content: [
      'HTTPS es tu protección más importante en el Wi-Fi público. Comprueba que el navegador no muestra ningún aviso de «No seguro» en la barra de direcciones y activa el modo solo HTTPS de tu navegador si lo tiene.',
    ],
    type: 'p',
  },
  {
    content: [
      'HTTPS no oculta qué sitios visitas, y no sirve de nada si te atraen a un sitio falso convincente que tiene su propio certificado válido. Y si tu navegador muestra un aviso de certificado en una red pública, ',
      { strong: ['no hagas clic para seguir adelante'] },
      '. En una red compartida, ese aviso puede ser la única señal de que alguien está interceptando tu conexión. Desconéctate y vuelve a intentarlo más tarde o en otra red.',
    ],
    type: 'p',
  },
  { content: ['Ajustes que conviene cambiar antes de viajar'], type: 'h2' },
  { content: ['Desactiva la conexión automática'], type: 'h3' },
  {
    content: [
      'Los dispositivos recuerdan las redes y vuelven a conectarse a ellas automáticamente, y justo en eso se apoya un punto de acceso falso con un nombre conocido. Después de usar una red pública, abre sus ajustes y desactiva «Conexión automática» o «Conectarse automáticamente», o simplemente indica a tu dispositivo que la olvide. En algunos dispositivos también puedes hacer que dejen de preguntarte si quieres conectarte a redes abiertas.',
    ],
    type: 'p',
  },
  {
    content: [
      'Ya que estás, busca una opción para usar una dirección de hardware privada o aleatoria en cada red. Así es más difícil reconocer tu dispositivo de un punto de acceso a otro.',
    ],
    type: 'p',
  },
  { content: ['Desactiva el uso compartido'], type: 'h3' },
  {
    content: ['En una red pública, nadie más necesita ver tus archivos, tus impresoras ni tu pantalla.'],
    type: 'p',
  },
  {
    items: [
      ['En Windows, marca la red como ', { strong: ['Pública'] }, ' para que otros dispositivos no puedan detectar tu PC.'],
      [
        'En un Mac, desactiva Compartir archivos y los demás servicios de los ajustes de Compartir que no necesites, y configura AirDrop para que solo funcione con tus contactos o desactívalo.',
      ],
      [
        'En el móvil, limita las funciones para compartir con dispositivos cercanos a tus contactos o desactívalas, y apaga el Bluetooth cuando no lo necesites.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Mantén todo actualizado'], type: 'h3' },
  {
    content: [
      'Instala las actualizaciones del sistema y del navegador antes de salir: muchos ataques se aprovechan de fallos que las actualizaciones ya han corregido.',
    ],
    type: 'p',
  },
  { content: ['Cuándo ayuda una VPN'], type: 'h2' },
  {
    content: [
      'Una VPN cifra todo el tráfico entre tu dispositivo y el servidor VPN, no solo la parte que usa HTTPS. En un Wi-Fi público, el dueño del punto de acceso y los demás usuarios solo ven entonces una conexión cifrada con un único servidor, no los nombres de dominio que consultas, las apps que usas ni el tráfico sin cifrar. Un punto de acceso falso ve ese mismo flujo cifrado.',
    ],
    type: 'p',
  },
  {
    content: [
      'En la práctica: conéctate al Wi-Fi, completa el portal cautivo si lo hay (normalmente la VPN no puede conectarse hasta que lo hagas) y activa la VPN antes de abrir nada más. Con ',
      { content: ['FVP'], href: '/download/' },
      ' instalado en el móvil y el portátil, se hace en segundos.',
    ],
    type: 'p',
  },
  { content: ['De qué no te protege una VPN'], type: 'h2' },
  {
    content: ['Una VPN protege la conexión, no tu criterio ni tu dispositivo. No impide:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['el phishing'] },
        ': una página de inicio de sesión falsa funciona igual de bien a través de una VPN, así que escribe las direcciones a mano y usa la verificación en dos pasos;',
      ],
      [{ strong: ['el malware'] }, ': una descarga o un archivo adjunto dañino sigue siéndolo después de pasar por el túnel;'],
      [
        { strong: ['un dispositivo comprometido'] },
        ': si tu móvil o tu portátil ya está infectado, la VPN no puede impedir que envíe tus datos.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Una lista rápida'], type: 'h2' },
  {
    items: [
      ['Confirma el nombre de la red con el personal antes de conectarte.'],
      ['Desactiva la conexión automática y olvida las redes que no vayas a volver a usar.'],
      ['Marca la red como pública y desactiva el uso compartido.'],
      ['Nunca hagas clic para saltarte un aviso de certificado.'],
      ['Activa la VPN después del portal cautivo y antes que nada más.'],
      ['Para la banca o cualquier cosa delicada, plantéate usar los datos móviles de tu teléfono.'],
    ],
    type: 'ul',
  },
];
