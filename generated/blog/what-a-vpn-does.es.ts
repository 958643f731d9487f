/* eslint-disable */
// Generated from content/blog/what-a-vpn-does/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Qué hace una VPN y qué no hace". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'A menudo las VPN se venden como la solución a todos los problemas de privacidad en internet. Son útiles, pero para unas cuantas cosas concretas, y saber cuáles te ayuda a no confiar en una VPN para lo que no puede hacer.',
    ],
    type: 'p',
  },
  { content: ['Qué es una VPN'], type: 'h2' },
  {
    content: [
      'Una VPN (red privada virtual) es una conexión cifrada entre tu dispositivo y un servidor gestionado por el proveedor de la VPN. Cuando está activada, tu dispositivo envía su tráfico de internet por esa conexión. El servidor VPN lo transmite después a los sitios web y las apps que usas, y te devuelve sus respuestas por el mismo camino.',
    ],
    type: 'p',
  },
  { content: ['Qué hace una VPN'], type: 'h2' },
  { content: ['Cifra tu conexión con el servidor VPN'], type: 'h3' },
  {
    content: [
      'Entre tu dispositivo y el servidor VPN, tu tráfico va cifrado. La red Wi-Fi a la que estás conectado, el router de tu casa y tu proveedor de internet ven que estás conectado a un servidor VPN y, aproximadamente, cuántos datos pasan, pero no lo que hay dentro. Esto es especialmente valioso en redes que no controlas, como el Wi-Fi de un hotel o una cafetería.',
    ],
    type: 'p',
  },
  {
    content: [
      'Después del servidor VPN, tu tráfico sigue su camino como siempre: cifrado si el sitio usa HTTPS y sin cifrar si no lo usa.',
    ],
    type: 'p',
  },
  { content: ['Oculta tu dirección IP a los sitios que visitas'], type: 'h3' },
  {
    content: [
      'Los sitios web y las apps ven la dirección IP del servidor VPN en lugar de la tuya. Tu dirección IP revela tu ubicación aproximada y tu proveedor de internet, así que ocultarla te da algo más de privacidad y te permite aparecer en el país del servidor que elijas. Puedes comprobar qué ven los sitios con una ',
      { content: ['comprobación de IP'], href: '/ip-check/' },
      ' antes y después de conectarte.',
    ],
    type: 'p',
  },
  { content: ['Oculta a tu red y a tu proveedor los sitios que visitas'], type: 'h3' },
  {
    content: [
      'Sin una VPN, tu proveedor de internet o el dueño de la red normalmente pueden ver qué nombres de dominio consultas y a cuáles te conectas, aunque las páginas en sí usen HTTPS. Con una VPN, esas consultas y conexiones viajan dentro del túnel, siempre que tu configuración no las filtre. Una ',
      { content: ['prueba de fugas de DNS'], href: '/dns-check/' },
      ' y una ',
      { content: ['prueba de fugas de WebRTC'], href: '/web-rtc/' },
      ' te ayudan a confirmarlo.',
    ],
    type: 'p',
  },
  { content: ['Qué no hace una VPN'], type: 'h2' },
  { content: ['No te hace anónimo'], type: 'h3' },
  {
    content: [
      'Una VPN cambia quién puede ver qué, pero no te vuelve invisible. Si inicias sesión en una cuenta de correo, una red social o una tienda online, ese servicio sabe que eres tú, sea cual sea tu dirección IP. Tus datos de pago, tu número de teléfono y lo que publicas siguen identificándote.',
    ],
    type: 'p',
  },
  { content: ['No impide el rastreo mediante cookies, cuentas o huella digital'], type: 'h3' },
  {
    content: [
      'Los anunciantes y los sitios web rastrean a la gente sobre todo con cookies, cuentas con la sesión iniciada y la ',
      { em: ['huella digital del navegador'] },
      ', que combina detalles como el tamaño de tu pantalla, tus fuentes y los ajustes del navegador en un perfil bastante único. Nada de esto depende de tu dirección IP, así que una VPN no lo impide. Aquí sirven más los ajustes de privacidad del navegador, borrar las cookies, usar perfiles de navegador separados y cerrar sesión en las cuentas.',
    ],
    type: 'p',
  },
  { content: ['No te protege del malware ni del phishing'], type: 'h3' },
  {
    content: [
      'Una descarga maliciosa es igual de dañina cuando llega a través de una VPN. Una página de inicio de sesión falsa que imita a tu banco funciona igual con VPN que sin ella. Mantén tu software actualizado, ten cuidado con los archivos adjuntos, escribe a mano las direcciones importantes y activa la verificación en dos pasos.',
    ],
    type: 'p',
  },
  { content: ['La contrapartida: confiar en el proveedor de la VPN'], type: 'h2' },
  {
    content: [
      'Una VPN no elimina la necesidad de confiar en alguien; la traslada. En lugar de tu proveedor de internet o el Wi-Fi de la cafetería, ahora es el proveedor de la VPN quien está en condiciones de ver los metadatos de tu tráfico: tu dirección IP real, cuándo te conectas, cuántos datos usas y a qué servidores llegas. El contenido protegido por HTTPS sigue cifrado, pero el resto está a la vista de quien gestiona el servidor VPN.',
    ],
    type: 'p',
  },
  {
    content: [
      'Por eso la política de registros de un proveedor importa más que su publicidad. Una buena política dice con claridad qué no se registra (por ejemplo, el historial de navegación, las consultas DNS, el tráfico y las horas de conexión) y lo poco que se guarda para prestar el servicio, como los datos de la cuenta y de pago. FVP publica su ',
      { content: ['política de no registros'], href: '/no-logs-policy/' },
      ' precisamente por eso: deberías poder leer qué hace un proveedor con tus datos antes de usarlo.',
    ],
    type: 'p',
  },
  { content: ['Cómo elegir una VPN'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Lee la política de registros.'] },
        ' Debería ser concreta y estar escrita en un lenguaje sencillo. Una redacción vaga como «podemos recopilar datos de uso» merece una lectura más atenta.',
      ],
      [
        { strong: ['Averigua quién está detrás.'] },
        ' Un proveedor debería indicar el nombre de la empresa que lo gestiona y ofrecer una forma de contactar con ella.',
      ],
      [
        { strong: ['Comprueba cómo se financia.'] },
        ' Si un servicio es gratuito, averigua cómo se paga. Un plan gratuito limitado junto a un plan de pago es un modelo claro; un servicio gratuito sin explicaciones puede estar pagándose con tus datos.',
      ],
      [
        { strong: ['Busca protocolos modernos y tus plataformas.'] },
        ' WireGuard y OpenVPN son opciones consolidadas. Asegúrate de que haya apps para los dispositivos que usas de verdad.',
      ],
      [
        { strong: ['Pruébala por tu cuenta.'] },
        ' Después de conectarte, haz una comprobación de IP y una prueba de fugas de DNS. Si aparecen tu dirección IP real o los servidores DNS de tu proveedor, algo falla.',
      ],
      [
        { strong: ['Desconfía de las grandes promesas.'] },
        ' Ninguna VPN puede prometer con honestidad un anonimato total ni acceso a todos los servicios.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Por último, las normas sobre el uso de VPN varían según el país, y algunos servicios limitan su uso en sus condiciones. Comprueba las normas que se aplican en tu caso.',
    ],
    type: 'p',
  },
];
