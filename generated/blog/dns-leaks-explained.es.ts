/* eslint-disable */
// Generated from content/blog/dns-leaks-explained/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Qué son las fugas de DNS y cómo detectarlas y corregirlas". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Una VPN puede estar funcionando y, aun así, delatar qué sitios visitas. El culpable habitual es una fuga de DNS. Es fácil de comprobar y, en la mayoría de los casos, fácil de corregir.',
    ],
    type: 'p',
  },
  { content: ['Qué es el DNS'], type: 'h2' },
  {
    content: [
      'Los ordenadores se encuentran entre sí por su dirección IP, pero las personas usamos nombres como example.com. El ',
      { strong: ['sistema de nombres de dominio (DNS)'] },
      ' traduce unos en otros. Cada vez que abres un sitio web o una app se conecta a un servicio, tu dispositivo pregunta primero a un servidor DNS, llamado ',
      { em: ['resolutor'] },
      ': «¿Cuál es la dirección de este nombre?».',
    ],
    type: 'p',
  },
  {
    content: [
      'Por defecto, ese resolutor suele gestionarlo tu proveedor de internet o quien gestione la red a la que estás conectado, y tu router entrega su dirección a tus dispositivos. Las consultas DNS clásicas no van cifradas, así que el resolutor, y cualquiera que vigile la red, puede ver cada nombre que consultas.',
    ],
    type: 'p',
  },
  { content: ['Qué es una fuga de DNS'], type: 'h2' },
  {
    content: [
      'Cuando te conectas a una VPN, tus consultas deberían viajar dentro del túnel cifrado hasta un resolutor elegido por la VPN. Se produce una ',
      { strong: ['fuga de DNS'] },
      ' cuando algunas de ellas, o todas, van a otro sitio, normalmente directas al resolutor de tu proveedor, fuera del túnel.',
    ],
    type: 'p',
  },
  {
    content: [
      'Todo lo demás puede parecer correcto: los sitios web ven la dirección IP del servidor VPN y tu tráfico va cifrado. Pero tu proveedor o la red local siguen recibiendo una lista de los nombres de dominio que consultas, y de cuándo lo haces.',
    ],
    type: 'p',
  },
  { content: ['Por qué importa'], type: 'h2' },
  {
    content: [
      'Los nombres que consultas revelan mucho: las webs de noticias que lees, las tiendas que miras, las dudas de salud o de dinero que buscas. Ocultar todo esto a tu red y a tu proveedor es uno de los principales motivos para usar una VPN. Una fuga lo echa por tierra sin hacer ruido y, como nada parece roto, no lo notarás a menos que hagas la prueba.',
    ],
    type: 'p',
  },
  { content: ['Causas habituales'], type: 'h2' },
  { content: ['Ajustes del sistema operativo'], type: 'h3' },
  {
    content: [
      'Tu dispositivo puede seguir usando los servidores DNS configurados para tu conexión Wi-Fi o Ethernet, o enviar las consultas por varias conexiones de red a la vez y quedarse con la que responda primero. Las apps de VPN suelen encargarse de esto, pero una actualización del sistema, un segundo adaptador de red u otro software de red pueden interferir.',
    ],
    type: 'p',
  },
  { content: ['IPv6'], type: 'h3' },
  {
    content: [
      'Hoy en día muchas redes admiten tanto el antiguo IPv4 como el más reciente IPv6. Si una configuración VPN solo cubre IPv4, tu dispositivo puede enviar las consultas por IPv6, y a veces otro tráfico IPv6, directamente a tu proveedor.',
    ],
    type: 'p',
  },
  { content: ['DNS sobre HTTPS en el navegador'], type: 'h3' },
  {
    content: [
      'Muchos navegadores ofrecen «DNS seguro» o DNS sobre HTTPS, que envía las consultas, cifradas, a un proveedor de DNS elegido en los ajustes del navegador. No es una fuga hacia tu proveedor de internet, porque este no puede leer esas consultas, pero van a ese proveedor de DNS en lugar de al resolutor de la VPN, y la prueba lo mostrará. Que eso te parezca aceptable o no es decisión tuya; simplemente, tómala con conocimiento de causa.',
    ],
    type: 'p',
  },
  { content: ['Configuraciones manuales'], type: 'h3' },
  {
    content: [
      'Un servidor DNS personalizado introducido en los ajustes de red o en el router, un archivo de configuración VPN hecho a mano sin línea de DNS, o un sistema que no aplica el ajuste de DNS de un archivo de configuración pueden enviar las consultas fuera del túnel. En concreto, los sistemas Linux pueden necesitar un paso adicional para que el ajuste de DNS de un archivo de configuración surta efecto.',
    ],
    type: 'p',
  },
  { content: ['Cómo comprobar si hay una fuga de DNS'], type: 'h2' },
  {
    content: [
      'Usa la ',
      { content: ['prueba de fugas de DNS'], href: '/dns-check/' },
      ' de este sitio. Muestra qué servidores DNS han atendido las consultas de tu dispositivo.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Hazla una vez sin la VPN.'] },
        ' Apunta lo que ves: normalmente, servidores de tu proveedor de internet, en tu propio país. Este es tu punto de referencia.',
      ],
      [{ strong: ['Conéctate a la VPN y vuelve a hacerla.'] }],
      [
        { strong: ['Compara.'] },
        ' Si solo aparecen servidores de la VPN, no hay fuga. Si aparecen los servidores de tu proveedor del paso 1, tus consultas se están filtrando. Si aparece un servicio DNS público que reconoces, revisa el ajuste de DNS seguro de tu navegador o cualquier DNS personalizado que hayas configurado.',
      ],
    ],
    type: 'ol',
  },
  {
    content: [
      'Repite la prueba en cada navegador que uses y después de cambiar de protocolo, de red o de dispositivo. Ya puestos, la ',
      { content: ['prueba de fugas de WebRTC'], href: '/web-rtc/' },
      ' comprueba un problema distinto: que un navegador revele tu dirección IP real.',
    ],
    type: 'p',
  },
  { content: ['Cómo corregir una fuga de DNS'], type: 'h2' },
  {
    content: ['Sigue estos pasos en orden y vuelve a hacer la prueba después de cada cambio:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Usa la app de la VPN siempre que puedas.'] },
        ' Las apps configuran el DNS por ti, lo que es más fiable que una configuración manual. En el caso de FVP, las apps para cada plataforma están en la ',
        { content: ['página de descargas'], href: '/download/' },
        '. Mantén actualizados la app y el sistema.',
      ],
      [
        { strong: ['Elimina los servidores DNS personalizados'] },
        ' de los ajustes de tu adaptador de red, o vuelve a ponerlos en automático, mientras uses la VPN. Revisa también el router.',
      ],
      [
        { strong: ['Revisa el ajuste de DNS seguro de tu navegador.'] },
        ' Desactívalo o configúralo para que use el predeterminado del sistema si quieres que las consultas pasen por el resolutor de la VPN.',
      ],
      [
        { strong: ['Comprueba el IPv6.'] },
        ' Si aparecen direcciones IPv6 de tu proveedor y tu configuración VPN no cubre IPv6, una solución habitual es desactivar IPv6 en esa conexión de red.',
      ],
      [
        { strong: ['Corrige los archivos de configuración.'] },
        ' Asegúrate de que una configuración manual incluya el ajuste de DNS de la VPN y de que tu sistema lo aplique de verdad. Descargar un archivo de configuración nuevo suele ser más rápido que editar uno antiguo.',
      ],
      [{ strong: ['Vuelve a conectarte y haz la prueba.'] }, ' Desconéctate, vuelve a conectarte y repite la prueba de fugas de DNS.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'Si la fuga persiste después de estos pasos, prueba otro protocolo u otro dispositivo para acotar el problema, y contacta con el soporte de tu proveedor de VPN explicando lo que muestra la prueba.',
    ],
    type: 'p',
  },
];
