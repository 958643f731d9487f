/* eslint-disable */
// Generated from content/blog/dns-leaks-explained/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Les fuites DNS expliquées, et comment les détecter et les corriger". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Un VPN peut fonctionner tout en révélant les sites que vous visitez. Le coupable habituel est une fuite DNS. Elle est facile à détecter et, dans la plupart des cas, facile à corriger.',
    ],
    type: 'p',
  },
  { content: ['Qu’est-ce que le DNS ?'], type: 'h2' },
  {
    content: [
      'Les ordinateurs se trouvent les uns les autres grâce à leur adresse IP, mais les humains utilisent des noms comme example.com. Le ',
      { strong: ['Domain Name System (DNS)'] },
      ', ou système de noms de domaine, fait la traduction de l’un à l’autre. Chaque fois que vous ouvrez un site ou qu’une application se connecte à un service, votre appareil commence par demander à un serveur DNS, appelé ',
      { em: ['résolveur'] },
      ' : « Quelle est l’adresse qui correspond à ce nom ? »',
    ],
    type: 'p',
  },
  {
    content: [
      'Par défaut, ce résolveur est généralement exploité par votre fournisseur d’accès ou par celui qui gère le réseau auquel vous êtes connecté, et votre routeur communique son adresse à vos appareils. Les requêtes DNS classiques ne sont pas chiffrées : le résolveur, ainsi que toute personne qui observe le réseau, peut donc voir chaque nom dont vous demandez l’adresse.',
    ],
    type: 'p',
  },
  { content: ['Qu’est-ce qu’une fuite DNS ?'], type: 'h2' },
  {
    content: [
      'Lorsque vous vous connectez à un VPN, vos requêtes devraient passer par le tunnel chiffré jusqu’à un résolveur choisi par le VPN. Une ',
      { strong: ['fuite DNS'] },
      ' se produit lorsqu’une partie ou la totalité d’entre elles partent ailleurs, généralement directement vers le résolveur de votre fournisseur d’accès, en dehors du tunnel.',
    ],
    type: 'p',
  },
  {
    content: [
      'Tout le reste peut sembler normal : les sites voient l’adresse IP du serveur VPN et votre trafic est chiffré. Mais votre fournisseur d’accès ou le réseau local reçoit toujours la liste des noms de domaine dont vous demandez l’adresse, avec le moment où vous le faites.',
    ],
    type: 'p',
  },
  { content: ['Pourquoi c’est important'], type: 'h2' },
  {
    content: [
      'Les noms dont vous demandez l’adresse en disent long : les sites d’actualité que vous lisez, les boutiques que vous parcourez, les questions de santé ou d’argent que vous recherchez. Cacher cela à votre réseau et à votre fournisseur d’accès est l’une des principales raisons d’utiliser un VPN. Une fuite annule discrètement cette protection, et comme rien ne semble dysfonctionner, vous ne la remarquerez pas sans faire de test.',
    ],
    type: 'p',
  },
  { content: ['Causes fréquentes'], type: 'h2' },
  { content: ['Les réglages du système d’exploitation'], type: 'h3' },
  {
    content: [
      'Votre appareil peut continuer à utiliser les serveurs DNS définis pour votre connexion Wi-Fi ou Ethernet, ou envoyer les requêtes par plusieurs connexions réseau à la fois et retenir la première réponse reçue. Les applications VPN s’en occupent généralement, mais une mise à jour du système, une deuxième carte réseau ou un autre logiciel réseau peuvent interférer.',
    ],
    type: 'p',
  },
  { content: ['IPv6'], type: 'h3' },
  {
    content: [
      'De nombreux réseaux prennent désormais en charge à la fois l’ancien IPv4 et le plus récent IPv6. Si une configuration VPN ne couvre que l’IPv4, votre appareil peut envoyer ses requêtes IPv6, et parfois d’autres données IPv6, directement à votre fournisseur d’accès.',
    ],
    type: 'p',
  },
  { content: ['Le DNS-over-HTTPS du navigateur'], type: 'h3' },
  {
    content: [
      'De nombreux navigateurs proposent un « DNS sécurisé » ou DNS-over-HTTPS, qui envoie les requêtes, chiffrées, à un fournisseur DNS choisi dans les paramètres du navigateur. Il ne s’agit pas d’une fuite vers votre fournisseur d’accès, car il ne peut pas lire ces requêtes, mais elles vont à ce fournisseur DNS au lieu du résolveur du VPN, et le test le montrera. C’est à vous de décider si cela vous convient ; faites simplement ce choix en connaissance de cause.',
    ],
    type: 'p',
  },
  { content: ['Les configurations manuelles'], type: 'h3' },
  {
    content: [
      'Un serveur DNS personnalisé saisi dans vos paramètres réseau ou dans votre routeur, un fichier de configuration VPN créé à la main sans ligne DNS, ou un système qui n’applique pas le réglage DNS d’un fichier de configuration : tout cela peut envoyer des requêtes en dehors du tunnel. Les systèmes Linux, en particulier, peuvent nécessiter une étape supplémentaire pour que le réglage DNS d’un fichier de configuration prenne effet.',
    ],
    type: 'p',
  },
  { content: ['Comment détecter une fuite DNS'], type: 'h2' },
  {
    content: [
      'Utilisez le ',
      { content: ['test de fuite DNS'], href: '/dns-check/' },
      ' de ce site. Il indique quels serveurs DNS ont traité les requêtes de votre appareil.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Lancez-le une première fois sans le VPN.'] },
        ' Notez ce que vous voyez : généralement des serveurs appartenant à votre fournisseur d’accès, dans votre propre pays. C’est votre point de référence.',
      ],
      [{ strong: ['Connectez-vous au VPN et relancez-le.'] }],
      [
        { strong: ['Comparez.'] },
        ' Si seuls des serveurs appartenant au VPN apparaissent, il n’y a pas de fuite. Si les serveurs de votre fournisseur d’accès vus à l’étape 1 apparaissent, vos requêtes fuient. Si un service DNS public que vous reconnaissez apparaît, vérifiez le réglage de DNS sécurisé de votre navigateur ou tout DNS personnalisé que vous avez défini.',
      ],
    ],
    type: 'ol',
  },
  {
    content: [
      'Refaites le test dans chaque navigateur que vous utilisez, ainsi qu’après tout changement de protocole, de réseau ou d’appareil. Tant que vous y êtes, le ',
      { content: ['test de fuite WebRTC'], href: '/web-rtc/' },
      ' vérifie un autre problème : un navigateur qui révèle votre véritable adresse IP.',
    ],
    type: 'p',
  },
  { content: ['Comment corriger une fuite DNS'], type: 'h2' },
  {
    content: ['Suivez ces étapes dans l’ordre et refaites le test après chaque modification :'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Utilisez l’application VPN quand c’est possible.'] },
        ' Les applications configurent le DNS pour vous, ce qui est plus fiable qu’une configuration manuelle. Pour FVP, les applications de chaque plateforme se trouvent sur la ',
        { content: ['page de téléchargement'], href: '/download/' },
        '. Maintenez l’application et votre système à jour.',
      ],
      [
        { strong: ['Supprimez les serveurs DNS personnalisés'] },
        ' des paramètres de votre carte réseau, ou repassez-les en automatique, pendant que vous utilisez le VPN. Vérifiez aussi votre routeur.',
      ],
      [
        { strong: ['Vérifiez le réglage de DNS sécurisé de votre navigateur.'] },
        ' Désactivez-le ou réglez-le sur la valeur par défaut de votre système si vous voulez que vos requêtes passent par le résolveur du VPN.',
      ],
      [
        { strong: ['Vérifiez l’IPv6.'] },
        ' Si des adresses IPv6 de votre fournisseur d’accès apparaissent et que votre configuration VPN ne couvre pas l’IPv6, désactiver l’IPv6 pour cette connexion réseau est une solution de contournement courante.',
      ],
      [
        { strong: ['Corrigez les fichiers de configuration.'] },
        ' Assurez-vous qu’une configuration manuelle inclut le réglage DNS du VPN et que votre système l’applique réellement. Télécharger un nouveau fichier de configuration est souvent plus rapide que de modifier l’ancien.',
      ],
      [{ strong: ['Reconnectez-vous et testez.'] }, ' Déconnectez-vous, reconnectez-vous et relancez le test de fuite DNS.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'Si la fuite persiste après ces étapes, essayez un autre protocole ou un autre appareil pour cerner le problème, et contactez le support de votre fournisseur de VPN en lui indiquant ce que montre le test.',
    ],
    type: 'p',
  },
];
