/* eslint-disable */
// Generated from content/blog/what-a-vpn-does/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Ce que fait un VPN, et ce qu’il ne fait pas". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Les VPN sont souvent présentés comme la solution miracle pour protéger sa vie privée en ligne. Ils sont utiles, mais pour quelques usages bien précis, et savoir lesquels vous évite de compter sur un VPN pour ce qu’il ne peut pas faire.',
    ],
    type: 'p',
  },
  { content: ['Qu’est-ce qu’un VPN ?'], type: 'h2' },
  {
    content: [
      'Un VPN (réseau privé virtuel) est une connexion chiffrée entre votre appareil et un serveur exploité par le fournisseur de VPN. Une fois le VPN activé, votre appareil fait passer son trafic Internet par cette connexion. Le serveur VPN le transmet ensuite aux sites et aux applications que vous utilisez, et vous renvoie leurs réponses par le même chemin.',
    ],
    type: 'p',
  },
  { content: ['Ce que fait un VPN'], type: 'h2' },
  { content: ['Il chiffre votre connexion jusqu’au serveur VPN'], type: 'h3' },
  {
    content: [
      'Entre votre appareil et le serveur VPN, votre trafic est chiffré. Le réseau Wi-Fi auquel vous êtes connecté, votre routeur à la maison et votre fournisseur d’accès voient que vous êtes connecté à un serveur VPN et, approximativement, la quantité de données qui transite, mais pas ce qu’elles contiennent. C’est particulièrement précieux sur les réseaux que vous ne contrôlez pas, comme le Wi-Fi d’un hôtel ou d’un café.',
    ],
    type: 'p',
  },
  {
    content: [
      'Après le serveur VPN, votre trafic poursuit sa route normalement : toujours chiffré si le site utilise HTTPS, en clair dans le cas contraire.',
    ],
    type: 'p',
  },
  { content: ['Il masque votre adresse IP aux sites que vous visitez'], type: 'h3' },
  {
    content: [
      'Les sites et les applications voient l’adresse IP du serveur VPN au lieu de la vôtre. Votre adresse IP révèle votre localisation approximative et votre fournisseur d’accès : la masquer vous offre donc un peu plus de confidentialité et vous permet de sembler vous trouver dans le pays du serveur que vous choisissez. Une ',
      { content: ['vérification d’adresse IP'], href: '/ip-check/' },
      ' avant et après la connexion vous montre ce que voient les sites.',
    ],
    type: 'p',
  },
  {
    content: ['Il cache les sites que vous visitez à votre réseau et à votre fournisseur d’accès'],
    type: 'h3',
  },
  {
    content: [
      'Sans VPN, votre fournisseur d’accès ou le propriétaire du réseau peut généralement voir les noms de domaine dont vous demandez l’adresse et auxquels vous vous connectez, même lorsque les pages elles-mêmes utilisent HTTPS. Avec un VPN, ces requêtes et ces connexions passent par le tunnel, à condition que votre configuration ne les laisse pas fuiter. Un ',
      { content: ['test de fuite DNS'], href: '/dns-check/' },
      ' et un ',
      { content: ['test de fuite WebRTC'], href: '/web-rtc/' },
      ' vous aident à le vérifier.',
    ],
    type: 'p',
  },
  { content: ['Ce qu’un VPN ne fait pas'], type: 'h2' },
  { content: ['Il ne vous rend pas anonyme'], type: 'h3' },
  {
    content: [
      'Un VPN change qui peut voir quoi, mais il ne vous rend pas invisible. Si vous vous connectez à un compte de messagerie, à un réseau social ou à une boutique en ligne, ce service sait que c’est vous, quelle que soit votre adresse IP. Vos informations de paiement, votre numéro de téléphone et ce que vous publiez permettent toujours de vous identifier.',
    ],
    type: 'p',
  },
  {
    content: ['Il n’empêche pas le pistage par les cookies, les comptes ou l’empreinte du navigateur'],
    type: 'h3',
  },
  {
    content: [
      'Les annonceurs et les sites pistent surtout les internautes grâce aux cookies, aux comptes connectés et à l’',
      { em: ['empreinte du navigateur'] },
      ', qui combine des détails comme la taille de votre écran, vos polices et les réglages de votre navigateur pour obtenir un profil quasiment unique. Rien de tout cela ne dépend de votre adresse IP : un VPN ne l’empêche donc pas. Les paramètres de confidentialité du navigateur, l’effacement des cookies, des profils de navigateur distincts et la déconnexion de vos comptes sont ici plus efficaces.',
    ],
    type: 'p',
  },
  {
    content: ['Il ne vous protège pas des logiciels malveillants ni de l’hameçonnage'],
    type: 'h3',
  },
  {
    content: [
      'Un téléchargement malveillant est tout aussi dangereux lorsqu’il arrive par un VPN. Une fausse page de connexion imitant celle de votre banque fonctionne de la même manière avec ou sans VPN. Maintenez vos logiciels à jour, soyez prudent avec les pièces jointes, saisissez vous-même les adresses importantes et activez la validation en deux étapes.',
    ],
    type: 'p',
  },
  { content: ['Le compromis : faire confiance au fournisseur de VPN'], type: 'h2' },
  {
    content: [
      'Un VPN ne supprime pas le besoin de confiance ; il le déplace. Ce n’est plus votre fournisseur d’accès ou le Wi-Fi du café, mais le fournisseur de VPN qui est désormais en position de voir les métadonnées de votre trafic : votre véritable adresse IP, le moment où vous vous connectez, la quantité de données que vous utilisez et les serveurs que vous joignez. Le contenu protégé par HTTPS reste chiffré, mais le reste est visible par quiconque exploite le serveur VPN.',
    ],
    type: 'p',
  },
  {
    content: [
      'C’est pourquoi la politique de journalisation d’un fournisseur compte davantage que son marketing. Une bonne politique indique clairement ce qui n’est pas enregistré (par exemple l’historique de navigation, les requêtes DNS, le trafic et les heures de connexion) et le peu qui est conservé pour faire fonctionner le service, comme les données de compte et de paiement. C’est précisément pour cette raison que FVP publie sa ',
      { content: ['politique de non-journalisation'], href: '/no-logs-policy/' },
      ' : vous devez pouvoir lire ce qu’un fournisseur fait de vos données avant de l’utiliser.',
    ],
    type: 'p',
  },
  { content: ['Comment choisir un VPN'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Lisez la politique de journalisation.'] },
        ' Elle doit être précise et rédigée dans un langage clair. Une formulation vague comme « nous pouvons collecter des données d’utilisation » mérite un examen plus attentif.',
      ],
      [
        { strong: ['Sachez qui l’exploite.'] },
        ' Un fournisseur doit nommer la société qui se trouve derrière lui et indiquer un moyen de la contacter.',
      ],
      [
        { strong: ['Vérifiez comment il est financé.'] },
        ' Si un service est gratuit, cherchez à savoir comment il se finance. Une offre gratuite limitée proposée à côté d’une offre payante est un modèle clair ; un service gratuit sans explication se finance peut-être avec vos données.',
      ],
      [
        { strong: ['Privilégiez les protocoles modernes et vos plateformes.'] },
        ' WireGuard et OpenVPN sont des choix éprouvés. Assurez-vous qu’il existe des applications pour les appareils que vous utilisez réellement.',
      ],
      [
        { strong: ['Testez-le vous-même.'] },
        ' Une fois connecté, lancez une vérification d’adresse IP et un test de fuite DNS. Si votre véritable adresse IP ou les serveurs DNS de votre fournisseur d’accès apparaissent, quelque chose ne va pas.',
      ],
      [
        { strong: ['Méfiez-vous des grandes promesses.'] },
        ' Aucun VPN ne peut honnêtement promettre un anonymat total ni l’accès à tous les services.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Enfin, les règles relatives à l’utilisation des VPN varient d’un pays à l’autre, et certains services limitent l’usage des VPN dans leurs conditions d’utilisation. Vérifiez les règles qui s’appliquent à vous.',
    ],
    type: 'p',
  },
];
