/* eslint-disable */
// Generated from content/blog/strong-passwords/es.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Contraseñas seguras que puedes recordar y nadie puede adivinar". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Los consejos sobre contraseñas suelen sonar a tareas pendientes: añade una mayúscula, un número, un símbolo. El resultado es difícil de recordar y sorprendentemente fácil de adivinar. Hay un enfoque mejor y más sencillo: que tus contraseñas sean largas, que cada una sea única y que una herramienta las recuerde por ti.',
    ],
    type: 'p',
  },
  { content: ['Por qué la longitud importa más que la complejidad'], type: 'h2' },
  {
    content: [
      'Los atacantes rara vez adivinan a mano. Su software prueba cantidades enormes de combinaciones, empezando por las más probables: palabras comunes, nombres, patrones de teclado y contraseñas filtradas de otros sitios. Las reglas de complejidad sirven de poco contra esto, porque la gente las sigue de forma previsible. La mayúscula va al principio, un dígito y un signo de exclamación al final, y la «a» se convierte en «@». El software que adivina contraseñas conoce estos hábitos.',
    ],
    type: 'p',
  },
  {
    content: [
      'La longitud funciona de otra manera. Cada carácter adicional multiplica el número de posibilidades que un atacante tiene que probar. Una contraseña corta llena de símbolos puede ser más débil que una larga formada solo por letras minúsculas, siempre que la larga no sea una frase conocida.',
    ],
    type: 'p',
  },
  {
    content: [
      'Eso sí, la longitud no soluciona la previsibilidad. «Tequieroparasiempre» es larga, pero el software de adivinación prueba muy pronto frases como esa. Una contraseña tiene que ser larga y aleatoria.',
    ],
    type: 'p',
  },
  { content: ['Frases de contraseña: largas, aleatorias y fáciles de recordar'], type: 'h2' },
  {
    content: [
      'Una frase de contraseña es una contraseña formada por varias palabras, como ',
      { em: ['cobre linterna morsa pepinillo órbita'] },
      '. Si las palabras se eligen al azar, una frase de contraseña es lo bastante larga para resistir los intentos de adivinarla y sigue siendo fácil de escribir y de recordar.',
    ],
    type: 'p',
  },
  { content: ['Unas pocas reglas hacen que las frases de contraseña funcionen:'], type: 'p' },
  {
    items: [
      [
        { strong: ['Deja que el azar elija las palabras.'] },
        ' Las palabras que eliges tú suelen estar relacionadas entre sí o tener algún significado para ti. Unos dados y una lista de palabras, o un generador, lo hacen mejor que tu imaginación.',
      ],
      [
        { strong: ['Usa suficientes palabras.'] },
        ' Cinco o más palabras aleatorias es un objetivo razonable para las cuentas importantes, como tu correo electrónico o tu gestor de contraseñas.',
      ],
      [{ strong: ['Evita citas, letras de canciones y refranes.'] }, ' Una frase famosa no es aleatoria, por larga que sea.'],
      [
        { strong: ['Los separadores son opcionales.'] },
        ' Espacios, guiones o puntos sirven igual; la seguridad viene de las palabras aleatorias.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Solo necesitas memorizar unas pocas frases de contraseña: la de tu gestor de contraseñas, la del inicio de sesión de tu ordenador y quizá la de tu correo principal. Todo lo demás se puede guardar.',
    ],
    type: 'p',
  },
  { content: ['No reutilices nunca una contraseña'], type: 'h2' },
  {
    content: [
      'Reutilizar contraseñas suele ser un riesgo mayor que tener una contraseña débil. Cuando se produce una brecha de seguridad en un sitio web, las listas de direcciones de correo y contraseñas a menudo acaban vendiéndose o intercambiándose. Entonces los atacantes recurren al ',
      { strong: ['relleno de credenciales'] },
      ' (credential stuffing): herramientas automáticas prueban cada par de correo y contraseña filtrado en muchos otros servicios, como el correo, tiendas, redes sociales y bancos. Allí donde hayas reutilizado esa contraseña, la cuenta se abre sin que nadie tenga que adivinar nada.',
    ],
    type: 'p',
  },
  {
    content: [
      'Incluso una contraseña perfecta deja de servir en cuanto se filtra desde un sitio en el que ya ni recordabas que te habías registrado. La única defensa fiable es usar una contraseña distinta para cada cuenta, de modo que una filtración en un sitio se quede en ese sitio.',
    ],
    type: 'p',
  },
  { content: ['Deja que un gestor de contraseñas las recuerde por ti'], type: 'h2' },
  {
    content: [
      'Nadie puede recordar una contraseña aleatoria y única para cada cuenta. Un gestor de contraseñas las guarda en una bóveda cifrada que desbloqueas con una sola frase de contraseña segura, genera una contraseña nueva para cada sitio, la rellena por ti y la sincroniza entre tus dispositivos.',
    ],
    type: 'p',
  },
  {
    content: [
      'También ayuda contra el phishing: un gestor normalmente solo rellena una contraseña en la dirección para la que se guardó, así que, si una página de inicio de sesión convincente no se rellena automáticamente, tómatelo como una señal de alarma.',
    ],
    type: 'p',
  },
  {
    content: [
      'Para crear una contraseña aleatoria sin instalar nada, usa nuestro ',
      { content: ['generador de contraseñas'], href: '/password-generator/' },
      '. Crea la contraseña en tu navegador, en tu propio dispositivo, lista para pegarla en una cuenta nueva o en tu gestor de contraseñas.',
    ],
    type: 'p',
  },
  { content: ['Activa la autenticación de dos factores'], type: 'h2' },
  {
    content: [
      'La autenticación de dos factores (2FA) te pide algo además de tu contraseña, normalmente un código o una confirmación en un dispositivo tuyo. Aunque tu contraseña se filtre, un atacante seguiría necesitando ese segundo factor.',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Las apps de autenticación'] }, ' generan en tu móvil códigos de corta duración y son una buena opción por defecto.'],
      [
        { strong: ['Las llaves de seguridad y las llaves de acceso'] },
        ' son la opción más sólida cuando un servicio las admite, porque están vinculadas al sitio web real y resisten el phishing.',
      ],
      [
        { strong: ['Los códigos por SMS'] },
        ' son mejor que nada, pero dependen de tu número de teléfono, que alguien podría secuestrar o que quizá no tengas disponible cuando viajas.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Guarda los códigos de respaldo en un lugar seguro, como tu gestor de contraseñas. Perder el móvil no debería significar perder tus cuentas.',
    ],
    type: 'p',
  },
  { content: ['Qué hacer tras un aviso de filtración'], type: 'h2' },
  {
    content: ['Si un servicio te informa de que tus datos se vieron afectados por una filtración, sigue estos pasos:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Entra en el sitio por tu cuenta.'] },
        ' Escribe la dirección o usa un marcador en lugar de hacer clic en un enlace del mensaje, porque los avisos de filtración falsos son un truco de phishing habitual.',
      ],
      [{ strong: ['Cambia la contraseña'] }, ' de esa cuenta por una nueva y única.'],
      [
        { strong: ['Cámbiala en todos los sitios donde la hayas reutilizado.'] },
        ' Ahí es donde atacaría después el relleno de credenciales.',
      ],
      [{ strong: ['Activa la autenticación de dos factores'] }, ' si aún no lo has hecho.'],
      [
        { strong: ['Revisa tu cuenta de correo'] },
        ' en busca de reglas de reenvío, direcciones de recuperación o apps conectadas que no reconozcas.',
      ],
      [
        { strong: ['Desconfía de las estafas posteriores'] },
        ' que usen los datos filtrados para resultar convincentes, y revisa los extractos bancarios si había datos de pago implicados.',
      ],
    ],
    type: 'ol',
  },
  { content: ['Lo que una VPN hace y no hace en este caso'], type: 'h2' },
  {
    content: [
      'Una VPN como FVP cifra tu conexión y oculta tu dirección IP a los sitios que visitas, lo que protege tus inicios de sesión en redes poco fiables, como el Wi-Fi público. No puede impedir que un sitio web sufra una brecha de seguridad ni hacer que una contraseña reutilizada sea segura. De eso se encargan las contraseñas largas y únicas, un gestor de contraseñas y la 2FA.',
    ],
    type: 'p',
  },
];
