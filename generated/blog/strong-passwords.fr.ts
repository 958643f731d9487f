/* eslint-disable */
// Generated from content/blog/strong-passwords/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Des mots de passe forts, faciles à retenir et que personne ne devinera". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Les conseils sur les mots de passe ressemblent souvent à une corvée : ajoutez une majuscule, un chiffre, un symbole. Le résultat est difficile à retenir et étonnamment facile à deviner. Il existe une approche à la fois plus simple et plus efficace : des mots de passe longs, un mot de passe différent pour chaque compte, et un outil qui les retient à votre place.',
    ],
    type: 'p',
  },
  { content: ['Pourquoi la longueur compte plus que la complexité'], type: 'h2' },
  {
    content: [
      'Les attaquants devinent rarement à la main. Leurs logiciels essaient un nombre gigantesque de combinaisons, en commençant par les plus probables : mots courants, prénoms, suites de touches du clavier et mots de passe ayant fuité d’autres sites. Les règles de complexité n’y peuvent pas grand-chose, car les gens les appliquent de façon prévisible. La majuscule se place au début, un chiffre et un point d’exclamation à la fin, et un « a » devient « @ ». Les logiciels d’attaque connaissent ces habitudes.',
    ],
    type: 'p',
  },
  {
    content: [
      'La longueur, elle, agit différemment. Chaque caractère supplémentaire multiplie le nombre de possibilités qu’un attaquant doit essayer. Un mot de passe court truffé de symboles peut être plus faible qu’un long mot de passe composé uniquement de minuscules, à condition que ce dernier ne soit pas une phrase connue.',
    ],
    type: 'p',
  },
  {
    content: [
      'La longueur ne suffit pas pour autant à corriger la prévisibilité. « Jetaimepourtoujours » est long, mais les logiciels d’attaque essaient très tôt ce genre de phrases. Un mot de passe doit être à la fois long et aléatoire.',
    ],
    type: 'p',
  },
  { content: ['Les phrases de passe : longues, aléatoires et faciles à retenir'], type: 'h2' },
  {
    content: [
      'Une phrase de passe est un mot de passe composé de plusieurs mots, comme ',
      { em: ['cuivre lanterne morse cornichon orbite'] },
      '. Lorsque les mots sont choisis au hasard, une phrase de passe est assez longue pour résister aux tentatives pour la deviner, tout en restant facile à taper et à retenir.',
    ],
    type: 'p',
  },
  { content: ['Quelques règles rendent les phrases de passe efficaces :'], type: 'p' },
  {
    items: [
      [
        { strong: ['Laissez le hasard choisir les mots.'] },
        ' Les mots que vous choisissez vous-même ont tendance à être liés entre eux ou à avoir un sens. Des dés et une liste de mots, ou un générateur, font mieux que votre imagination.',
      ],
      [
        { strong: ['Utilisez suffisamment de mots.'] },
        ' Cinq mots aléatoires ou plus constituent un objectif raisonnable pour les comptes importants, comme votre messagerie ou votre gestionnaire de mots de passe.',
      ],
      [
        { strong: ['Évitez les citations, les paroles de chansons et les proverbes.'] },
        ' Une phrase célèbre n’est pas aléatoire, quelle que soit sa longueur.',
      ],
      [
        { strong: ['Les séparateurs sont facultatifs.'] },
        ' Espaces, tirets ou points conviennent ; la robustesse vient des mots aléatoires.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Vous n’avez besoin de mémoriser que quelques phrases de passe : celle de votre gestionnaire de mots de passe, celle de votre session sur l’ordinateur et peut-être celle de votre messagerie principale. Tout le reste peut être enregistré.',
    ],
    type: 'p',
  },
  { content: ['Ne réutilisez jamais un mot de passe'], type: 'h2' },
  {
    content: [
      'Réutiliser un mot de passe est souvent plus risqué que d’en choisir un faible. Lorsqu’un site est victime d’une fuite de données, les listes d’adresses e-mail et de mots de passe finissent souvent par s’échanger et se vendre. Les attaquants pratiquent alors le ',
      { strong: ['credential stuffing'] },
      ' (bourrage d’identifiants) : des outils automatisés essaient chaque couple adresse e-mail et mot de passe divulgué sur de nombreux autres services, comme les messageries, les boutiques en ligne, les réseaux sociaux et les banques. Partout où vous avez réutilisé ce mot de passe, le compte s’ouvre sans que personne ait eu à deviner quoi que ce soit.',
    ],
    type: 'p',
  },
  {
    content: [
      'Même un mot de passe parfait devient inutile dès qu’il a fuité d’un site auquel vous aviez oublié vous être inscrit. La seule défense fiable consiste à utiliser un mot de passe différent pour chaque compte : ainsi, une fuite à un endroit reste limitée à cet endroit.',
    ],
    type: 'p',
  },
  { content: ['Confiez la mémorisation à un gestionnaire de mots de passe'], type: 'h2' },
  {
    content: [
      'Personne ne peut retenir un mot de passe aléatoire et unique pour chaque compte. Un gestionnaire de mots de passe les conserve dans un coffre-fort chiffré que vous déverrouillez avec une seule phrase de passe robuste. Il génère un nouveau mot de passe pour chaque site, le remplit à votre place et le synchronise sur tous vos appareils.',
    ],
    type: 'p',
  },
  {
    content: [
      'Il aide aussi contre l’hameçonnage : un gestionnaire ne remplit généralement un mot de passe que sur l’adresse pour laquelle il a été enregistré. Si une page de connexion convaincante ne déclenche pas le remplissage automatique, considérez-le comme un signal d’alerte.',
    ],
    type: 'p',
  },
  {
    content: [
      'Pour créer un mot de passe aléatoire sans rien installer, utilisez notre ',
      { content: ['générateur de mots de passe'], href: '/password-generator/' },
      '. Il crée le mot de passe dans votre navigateur, sur votre propre appareil, prêt à être collé dans un nouveau compte ou dans votre gestionnaire de mots de passe.',
    ],
    type: 'p',
  },
  { content: ['Activez l’authentification à deux facteurs'], type: 'h2' },
  {
    content: [
      'L’authentification à deux facteurs (2FA) demande autre chose que votre mot de passe, généralement un code ou une confirmation sur un appareil qui vous appartient. Même si votre mot de passe fuite, un attaquant a encore besoin de ce second facteur.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Les applications d’authentification'] },
        ' génèrent sur votre téléphone des codes valables peu de temps et constituent un bon choix par défaut.',
      ],
      [
        { strong: ['Les clés de sécurité et les clés d’accès (passkeys)'] },
        ' sont l’option la plus sûre lorsqu’un service les prend en charge, car elles sont liées au véritable site et résistent à l’hameçonnage.',
      ],
      [
        { strong: ['Les codes par SMS'] },
        ' valent mieux que rien, mais ils dépendent de votre numéro de téléphone, qui peut être détourné ou indisponible lorsque vous voyagez.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Conservez les codes de secours en lieu sûr, par exemple dans votre gestionnaire de mots de passe. Perdre votre téléphone ne devrait pas signifier perdre vos comptes.',
    ],
    type: 'p',
  },
  { content: ['Que faire après une alerte de fuite de données'], type: 'h2' },
  {
    content: ['Si un service vous informe que vos données ont été touchées par une fuite, suivez ces étapes :'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Rendez-vous vous-même sur le site.'] },
        ' Tapez l’adresse ou utilisez un favori au lieu de cliquer sur un lien dans le message, car les fausses alertes de fuite sont une technique d’hameçonnage courante.',
      ],
      [{ strong: ['Changez le mot de passe'] }, ' de ce compte pour un nouveau mot de passe unique.'],
      [{ strong: ['Changez-le partout où vous l’avez réutilisé.'] }, ' C’est là que le credential stuffing frapperait ensuite.'],
      [{ strong: ['Activez l’authentification à deux facteurs'] }, ' si ce n’est pas déjà fait.'],
      [
        { strong: ['Vérifiez votre compte de messagerie'] },
        ' : règles de transfert, adresses de récupération ou applications connectées que vous ne reconnaissez pas.',
      ],
      [
        { strong: ['Méfiez-vous des arnaques qui suivent'] },
        ' et qui s’appuient sur les informations divulguées pour paraître crédibles, et vérifiez vos relevés bancaires si des données de paiement étaient concernées.',
      ],
    ],
    type: 'ol',
  },
  { content: ['Ce qu’un VPN fait ici, et ce qu’il ne fait pas'], type: 'h2' },
  {
    content: [
      'Un VPN comme FVP chiffre votre connexion et masque votre adresse IP aux sites que vous visitez, ce qui protège vos identifiants sur les réseaux non fiables comme le Wi-Fi public. Il ne peut pas empêcher un site d’être victime d’une fuite, ni rendre sûr un mot de passe réutilisé. Ce rôle revient aux mots de passe longs et uniques, au gestionnaire de mots de passe et à la 2FA.',
    ],
    type: 'p',
  },
];
