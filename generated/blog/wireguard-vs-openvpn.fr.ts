/* eslint-disable */
// Generated from content/blog/wireguard-vs-openvpn/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "WireGuard ou OpenVPN ? Bien choisir son protocole VPN". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'La plupart des applications VPN vous laissent choisir un « protocole », et les deux noms que vous verrez le plus souvent sont WireGuard et OpenVPN. Tous deux sont largement utilisés et considérés comme sûrs lorsqu’ils sont correctement configurés. Ils ont simplement été conçus avec des priorités différentes, et ce sont ces différences qui déterminent lequel vous convient dans une situation donnée.',
    ],
    type: 'p',
  },
  { content: ['Qu’est-ce qu’un protocole VPN ?'], type: 'h2' },
  {
    content: [
      'Un protocole VPN est l’ensemble de règles que suivent votre appareil et le serveur VPN pour fonctionner ensemble. Il détermine comment ils prouvent leur identité, comment ils s’accordent sur les clés de chiffrement, comment vos données sont empaquetées et chiffrées, et comment la connexion se rétablit lorsque le réseau a un raté.',
    ],
    type: 'p',
  },
  {
    content: [
      'Le protocole ne change pas ',
      { em: ['ce que'] },
      ' fait un VPN pour vous : dans les deux cas, votre trafic est chiffré entre votre appareil et le serveur VPN, et les sites voient l’adresse IP du serveur au lieu de la vôtre. Ce qui change, c’est le comportement de la connexion : la rapidité avec laquelle elle s’établit, la façon dont elle supporte les changements de réseau, la quantité de travail demandée à votre appareil, et sa capacité à passer les réseaux qui bloquent certains types de trafic.',
    ],
    type: 'p',
  },
  { content: ['WireGuard : compact et moderne'], type: 'h2' },
  {
    content: ['WireGuard est le plus récent des deux. Il a été conçu pour être aussi simple que possible.'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Peu de code.'] },
        ' WireGuard contient beaucoup moins de code que les anciens logiciels VPN. Moins de code, c’est un examen plus facile pour les experts et moins d’endroits où des erreurs peuvent se cacher.',
      ],
      [
        { strong: ['Une cryptographie moderne et figée.'] },
        ' Au lieu de proposer tout un éventail d’options de chiffrement, WireGuard utilise un seul ensemble d’algorithmes modernes, soigneusement choisis. Il n’y a rien à mal configurer, ni aucune option plus faible sur laquelle se rabattre. Si ces algorithmes doivent un jour être remplacés, le protocole recevra une nouvelle version plutôt qu’un nouveau réglage.',
      ],
      [
        { strong: ['Conçu pour les réseaux changeants.'] },
        ' WireGuard gère en douceur le passage du Wi-Fi aux données mobiles, souvent sans que vous remarquiez de reconnexion.',
      ],
      [
        { strong: ['Discret au repos.'] },
        ' Il envoie très peu de données lorsque vous n’utilisez pas la connexion, ce qui est appréciable sur les téléphones et les ordinateurs portables.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Sa principale limite : WireGuard n’utilise que l’UDP, un type de trafic réseau que restreignent certains réseaux d’hôtels, de bureaux, d’écoles ou certains réseaux publics.',
    ],
    type: 'p',
  },
  { content: ['OpenVPN : éprouvé et flexible'], type: 'h2' },
  {
    content: [
      'OpenVPN existe depuis bien plus longtemps et a fait ses preuves au fil de longues années d’utilisation et d’examens, des routeurs domestiques aux grandes entreprises.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Éprouvé et largement pris en charge.'] },
        ' De nombreux routeurs et appareils peuvent utiliser OpenVPN avec un simple fichier de configuration, même sans application dédiée.',
      ],
      [
        { strong: ['Flexible.'] },
        ' Il prend en charge de nombreux réglages et options de chiffrement. Cette flexibilité est utile aux administrateurs, mais elle signifie aussi qu’une installation ne vaut que ce que vaut sa configuration.',
      ],
      [
        { strong: ['Fonctionne via UDP ou TCP.'] },
        ' C’est l’avantage pratique d’OpenVPN. UDP est le choix le plus rapide dans des conditions normales. TCP est le type de trafic qu’utilise la majeure partie de la navigation web : sur les réseaux restrictifs où seuls quelques ports ou types de trafic sont autorisés, OpenVPN via TCP parvient donc souvent à se connecter quand les autres options échouent.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Le mode TCP a un coût : sur une connexion médiocre ou saturée, il a tendance à être plus lent, car les données perdues peuvent être renvoyées deux fois, une fois par le VPN et une fois par le trafic qu’il transporte. Utilisez-le quand vous en avez besoin, pas par défaut.',
    ],
    type: 'p',
  },
  { content: ['Vitesse et batterie : les grandes lignes'], type: 'h2' },
  {
    content: [
      'Les vitesses exactes dépendent de votre appareil, de votre réseau, de la distance jusqu’au serveur et de sa charge : tout chiffre isolé serait donc trompeur. De manière générale :',
    ],
    type: 'p',
  },
  {
    items: [
      [
        'WireGuard est généralement l’option la plus rapide et la plus légère, avec des connexions rapides et une faible surcharge. Sur les téléphones et les ordinateurs portables, cela se traduit souvent par une meilleure autonomie.',
      ],
      ['OpenVPN via UDP est en principe un peu plus lent et sollicite davantage votre appareil.'],
      ['OpenVPN via TCP est généralement le plus lent des trois, surtout sur les connexions peu fiables.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Sur une connexion domestique rapide et stable, vous ne remarquerez peut-être guère de différence. Sur un téléphone qui passe d’un réseau à l’autre ou sur un appareil plus ancien, la différence se fait davantage sentir.',
    ],
    type: 'p',
  },
  { content: ['Lequel choisir, et quand'], type: 'h2' },
  { content: ['Un ordre simple à essayer :'], type: 'p' },
  {
    items: [
      [
        { strong: ['Commencez par WireGuard.'] },
        ' C’est un bon choix par défaut pour un usage quotidien sur ordinateur, téléphone et tablette.',
      ],
      [{ strong: ['Passez à OpenVPN UDP'] }, ' si WireGuard ne parvient pas à se connecter ou se coupe sans cesse sur un réseau donné.'],
      [
        { strong: ['Passez à OpenVPN TCP'] },
        ' sur les réseaux qui bloquent la majeure partie du trafic, comme ceux de certains hôtels, bureaux, écoles ou points d’accès publics. Attendez-vous à ce qu’il soit plus lent.',
      ],
      [{ strong: ['Utilisez OpenVPN'] }, ' sur les routeurs et les appareils qui n’acceptent que les fichiers de configuration OpenVPN.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'Si un protocole se connecte mais que les sites se chargent mal, essayez-en un autre avant de changer de serveur : le réseau entre vous et le serveur gère peut-être simplement mieux l’un que l’autre.',
    ],
    type: 'p',
  },
  { content: ['Utiliser ces protocoles avec FVP'], type: 'h2' },
  {
    content: [
      'FVP fonctionne avec les trois : WireGuard, OpenVPN via UDP et OpenVPN via TCP. Avec Premium, vous pouvez aussi télécharger un fichier de configuration pour chacun d’eux, afin de configurer les routeurs et autres appareils qui ne peuvent pas exécuter les applications. Vous trouverez les applications sur la ',
      { content: ['page de téléchargement'], href: '/download/' },
      ' et des conseils de configuration sur la ',
      { content: ['page OpenVPN'], href: '/openvpn/' },
      '.',
    ],
    type: 'p',
  },
  {
    content: [
      'Quel que soit le protocole utilisé, il est utile de lancer le ',
      { content: ['test de fuite DNS'], href: '/dns-check/' },
      ' après la connexion. Le protocole protège le tunnel, mais ce sont les réglages de votre appareil qui déterminent si tout votre trafic y passe réellement.',
    ],
    type: 'p',
  },
];
