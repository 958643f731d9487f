/* eslint-disable */
// Generated from content/blog/travel-privacy-checklist/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Lista de comprobación de privacidad para tus dispositivos y datos en el extranjero". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'De viaje te conectas a redes desconocidas, enchufas tus dispositivos a cargadores que no conoces, inicias sesión desde lugares nuevos y lo llevas todo en una bolsa que se puede perder. Un poco de preparación en casa reduce la mayoría de estos riesgos. Repasa esta lista unos días antes de salir y ten presente la segunda mitad durante el viaje.',
    ],
    type: 'p',
  },
  { content: ['Antes de salir'], type: 'h2' },
  { content: ['Actualízalo todo'], type: 'h3' },
  {
    content: [
      'Instala las actualizaciones pendientes del sistema operativo, el navegador y las apps en todos los dispositivos que te lleves. Las actualizaciones corrigen agujeros de seguridad, y con una conexión lenta en el extranjero instalarlas cuesta más.',
    ],
    type: 'p',
  },
  { content: ['Haz una copia de seguridad de tus datos'], type: 'h3' },
  {
    content: [
      'Con una copia de seguridad reciente, perder un dispositivo o que te lo roben es un contratiempo, no un desastre. Haz copia de tus fotos, tus documentos y la bóveda de tu gestor de contraseñas, y comprueba que puedes restaurarlos. Deja en casa los dispositivos que no necesites.',
    ],
    type: 'p',
  },
  { content: ['Bloquea y cifra tus dispositivos'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Usa un bloqueo de pantalla'] },
        ' con un PIN o una frase de contraseña, no con un patrón corto, y haz que la pantalla se bloquee enseguida.',
      ],
      [
        { strong: ['Comprueba el cifrado del dispositivo.'] },
        ' La mayoría de los móviles modernos cifran su almacenamiento en cuanto configuras un bloqueo de pantalla. En los portátiles, asegúrate de que el cifrado de disco integrado está activado.',
      ],
      [
        { strong: ['Activa la localización del dispositivo y el borrado remoto'] },
        ' para poder encontrar, bloquear o borrar un móvil o un portátil perdido.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Prepara tus cuentas'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Organiza la autenticación de dos factores.'] },
        ' Si recibes los códigos por SMS y piensas cambiar de tarjeta SIM, pasa antes las cuentas importantes a una app de autenticación y guarda los códigos de respaldo en un lugar al que puedas acceder.',
      ],
      [{ strong: ['Avisa a tu banco'] }, ' de tu viaje si ofrece esa opción, y asegúrate de que su app funciona en tu móvil.'],
      [
        { strong: ['Instala la app de tu VPN e inicia sesión en casa'] },
        ', porque desde algunas redes en el extranjero puede costar más acceder a las tiendas de apps y a los sitios web. Si usas FVP, ',
        { content: ['descarga'], href: '/download/' },
        ' la app en cada dispositivo y prueba a conectarte antes de irte.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Servicio móvil: roaming, SIM local o eSIM'], type: 'h2' },
  {
    items: [
      [
        { strong: ['El roaming'] },
        ' mantiene tu número de siempre, así que te siguen llegando los SMS de verificación de los bancos y otros servicios. Consulta las condiciones de roaming de tu tarifa antes de contar con él.',
      ],
      [
        { strong: ['Una tarjeta SIM local'] },
        ' te da un número local y datos locales, pero tu número de casa se queda mudo mientras su SIM está fuera del móvil, y algunos servicios no podrán enviarte códigos.',
      ],
      [
        { strong: ['Una eSIM de viaje'] },
        ' añade una tarifa de datos sin quitar tu SIM de casa, en los móviles compatibles con eSIM que no estén bloqueados por el operador. Puedes mantener la línea de casa para los SMS y usar la eSIM para los datos.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Durante el viaje'], type: 'h2' },
  { content: ['Wi-Fi de hoteles y aeropuertos'], type: 'h3' },
  {
    content: [
      'No puedes saber quién gestiona una red pública ni quién más está conectado a ella, y cualquiera puede crear un punto de acceso con un nombre creíble, como «Aeropuerto Wi-Fi gratis».',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Pregunta al personal el nombre exacto de la red'] }, ' en lugar de adivinarlo a partir de la lista.'],
      [
        { strong: ['Completa primero la página de acceso'] },
        ' y después conecta la VPN. Los portales de hoteles y aeropuertos suelen exigir que inicies sesión o aceptes unas condiciones antes de que funcione cualquier otro tráfico.',
      ],
      [
        { strong: ['Conecta una VPN en las redes que no controlas.'] },
        ' Cifra tu tráfico entre tu dispositivo y el servidor VPN, de modo que ni las demás personas de la red ni su operador pueden leerlo ni modificarlo.',
      ],
      [{ strong: ['Desactiva la conexión automática'] }, ' a redes abiertas y olvida las redes del hotel al dejar la habitación.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Una VPN no lo resuelve todo: no impide que escribas una contraseña en una página de phishing ni protege un dispositivo que ya está infectado.',
    ],
    type: 'p',
  },
  { content: ['Estaciones de carga'], type: 'h3' },
  {
    content: ['Un cable USB transmite datos además de corriente, así que trata los puertos USB públicos con cierta precaución:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Lleva tu propio cargador y tu cable'] },
        ' y enchúfalos a una toma de corriente, con un adaptador de enchufe para los países que visites.',
      ],
      [{ strong: ['Lleva una batería externa'] }, ' para los días largos lejos de un enchufe.'],
      [
        { strong: ['Rechaza los avisos para «confiar» en un ordenador'] },
        ' o permitir la transferencia de archivos cuando solo querías cargar.',
      ],
      [
        { strong: ['Plantéate usar un adaptador USB que bloquee los datos'] },
        ', que deja pasar la corriente pero no los datos, si sueles depender de puertos públicos.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Usar tus servicios de casa desde el extranjero'], type: 'h3' },
  {
    content: [
      'Los bancos, los servicios de streaming y los proveedores de correo vigilan desde dónde se inicia sesión, y un acceso desde un país nuevo puede provocar comprobaciones adicionales, un bloqueo temporal o una alerta. Mantén tu número disponible para recibir códigos, lleva una segunda tarjeta de pago y averigua cómo contactar con tu banco desde el extranjero.',
    ],
    type: 'p',
  },
  {
    content: [
      'Conectarte a un servidor VPN de tu país puede hacer que tus servicios habituales vean una ubicación conocida. Puede ayudar, pero no está garantizado, ya que algunos servicios tratan las direcciones de VPN con especial cautela. Nuestra ',
      { content: ['lista de servidores'], href: '/servers/' },
      ' muestra las ubicaciones disponibles.',
    ],
    type: 'p',
  },
  { content: ['Las leyes cambian de un país a otro'], type: 'h2' },
  {
    content: [
      'Las normas sobre VPN, cifrado y contenidos en internet no son iguales en todas partes. Algunos países restringen o regulan el uso de VPN, aquello a lo que puedes acceder puede no ser lo mismo que en casa, y las normas sobre la inspección de dispositivos en la frontera también varían. Este artículo no es asesoramiento jurídico: consulta las normas que se aplican en cada país que visites, por ejemplo en las páginas oficiales de recomendaciones de viaje del gobierno, y cúmplelas.',
    ],
    type: 'p',
  },
  { content: ['En resumen'], type: 'h2' },
  {
    content: [
      'Antes de salir, actualiza tus dispositivos, haz copia de seguridad y bloquéalos, y asegúrate de tener una forma de recibir los códigos de verificación. Durante el viaje, comprueba los nombres de las redes, conecta tu VPN en redes Wi-Fi poco fiables, carga en un enchufe de pared con tu propio cable y cuenta con comprobaciones adicionales al iniciar sesión.',
    ],
    type: 'p',
  },
];
