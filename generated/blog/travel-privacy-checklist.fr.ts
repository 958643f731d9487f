/* eslint-disable */
// Generated from content/blog/travel-privacy-checklist/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "La check-list confidentialité pour vos appareils et vos données à l’étranger". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'En voyage, vous rejoignez des réseaux inconnus, vous branchez vos appareils sur des chargeurs qui ne sont pas les vôtres, vous vous connectez depuis de nouveaux endroits et vous transportez tout dans un sac qui peut se perdre. Un peu de préparation chez vous suffit à réduire la plupart de ces risques. Parcourez cette check-list quelques jours avant votre départ, puis gardez-en la seconde moitié en tête pendant le voyage.',
    ],
    type: 'p',
  },
  { content: ['Avant de partir'], type: 'h2' },
  { content: ['Mettez tout à jour'], type: 'h3' },
  {
    content: [
      'Installez les mises à jour en attente du système d’exploitation, du navigateur et des applications sur chaque appareil que vous emportez. Les mises à jour corrigent des failles de sécurité, et les installer à l’étranger sur une connexion lente est plus compliqué.',
    ],
    type: 'p',
  },
  { content: ['Sauvegardez vos données'], type: 'h3' },
  {
    content: [
      'Avec une sauvegarde récente, un appareil perdu ou volé devient un désagrément plutôt qu’une catastrophe. Sauvegardez vos photos, vos documents et le coffre-fort de votre gestionnaire de mots de passe, et vérifiez que vous pouvez les restaurer. Laissez chez vous les appareils dont vous n’avez pas besoin.',
    ],
    type: 'p',
  },
  { content: ['Verrouillez et chiffrez vos appareils'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Utilisez un verrouillage de l’écran'] },
        ' par code PIN ou phrase de passe plutôt qu’un schéma court, et réglez l’écran pour qu’il se verrouille rapidement.',
      ],
      [
        { strong: ['Vérifiez le chiffrement de l’appareil.'] },
        ' La plupart des téléphones récents chiffrent leur stockage dès qu’un verrouillage de l’écran est configuré. Sur un ordinateur portable, assurez-vous que le chiffrement de disque intégré est activé.',
      ],
      [
        { strong: ['Activez la localisation de l’appareil et l’effacement à distance'] },
        ' pour pouvoir retrouver, verrouiller ou effacer un téléphone ou un ordinateur portable perdu.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Préparez vos comptes'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Organisez votre authentification à deux facteurs.'] },
        ' Si vos codes arrivent par SMS et que vous comptez changer de carte SIM, passez d’abord vos comptes importants sur une application d’authentification, et conservez les codes de secours à un endroit accessible pendant le voyage.',
      ],
      [
        { strong: ['Prévenez votre banque'] },
        ' de votre voyage si elle le propose, et vérifiez que son application fonctionne sur votre téléphone.',
      ],
      [
        {
          strong: ['Installez votre application VPN et connectez-vous à votre compte depuis chez vous'],
        },
        ', car les boutiques d’applications et les sites web peuvent être plus difficiles d’accès depuis certains réseaux à l’étranger. Si vous utilisez FVP, ',
        { content: ['téléchargez l’application'], href: '/download/' },
        ' sur chaque appareil et testez une connexion avant de partir.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Téléphonie : itinérance, carte SIM locale ou eSIM'], type: 'h2' },
  {
    items: [
      [
        { strong: ['L’itinérance (roaming)'] },
        ' vous permet de garder votre numéro habituel : les SMS de vérification des banques et d’autres services continuent de vous parvenir. Vérifiez les conditions d’itinérance de votre forfait avant de compter dessus.',
      ],
      [
        { strong: ['Une carte SIM locale'] },
        ' vous donne un numéro et des données mobiles locaux, mais votre numéro habituel devient injoignable tant que sa carte SIM n’est pas dans le téléphone, et certains services ne pourront pas vous envoyer de codes.',
      ],
      [
        { strong: ['Une eSIM de voyage'] },
        ' ajoute un forfait de données sans retirer votre carte SIM habituelle, sur les téléphones compatibles eSIM et non verrouillés par un opérateur. Vous pouvez garder votre ligne habituelle pour les SMS et utiliser l’eSIM pour les données.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Pendant le voyage'], type: 'h2' },
  { content: ['Le Wi-Fi des hôtels et des aéroports'], type: 'h3' },
  {
    content: [
      'Vous ne pouvez pas savoir qui gère un réseau public ni qui d’autre y est connecté, et n’importe qui peut créer un point d’accès portant un nom crédible, comme « Airport Free Wi-Fi ».',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Demandez au personnel le nom exact du réseau'] }, ' au lieu de le deviner dans la liste.'],
      [
        { strong: ['Remplissez d’abord la page de connexion'] },
        ', puis connectez votre VPN. Les portails des hôtels et des aéroports exigent généralement que vous vous identifiiez ou que vous acceptiez des conditions avant de laisser passer tout autre trafic.',
      ],
      [
        { strong: ['Connectez un VPN sur les réseaux que vous ne contrôlez pas.'] },
        ' Il chiffre votre trafic entre votre appareil et le serveur VPN : les autres personnes présentes sur le réseau et l’exploitant du réseau ne peuvent donc ni le lire ni le modifier.',
      ],
      [{ strong: ['Désactivez la connexion automatique'] }, ' aux réseaux ouverts, et oubliez les réseaux de l’hôtel au moment du départ.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Un VPN n’est pas une solution miracle : il ne vous empêche pas de saisir un mot de passe sur une page d’hameçonnage et ne protège pas un appareil déjà infecté.',
    ],
    type: 'p',
  },
  { content: ['Les bornes de recharge'], type: 'h3' },
  {
    content: ['Un câble USB transporte des données en plus du courant. Utilisez donc les ports USB publics avec une certaine prudence :'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Emportez votre propre chargeur et votre câble'] },
        ' et branchez-vous sur une prise murale, avec un adaptateur de prise pour les pays où vous vous rendez.',
      ],
      [{ strong: ['Ayez une batterie externe sur vous'] }, ' pour les longues journées loin d’une prise.'],
      [
        { strong: ['Refusez les demandes de « faire confiance » à un ordinateur'] },
        ' ou d’autoriser le transfert de fichiers lorsque vous vouliez seulement recharger.',
      ],
      [
        { strong: ['Envisagez un adaptateur USB bloqueur de données'] },
        ', qui laisse passer le courant mais pas les données, si vous dépendez souvent des ports publics.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Utiliser vos services habituels à l’étranger'], type: 'h3' },
  {
    content: [
      'Les banques, les services de streaming et les fournisseurs de messagerie surveillent l’origine des connexions, et une connexion depuis un nouveau pays peut déclencher des vérifications supplémentaires, un blocage temporaire ou une alerte. Gardez votre numéro joignable pour recevoir les codes, emportez une deuxième carte de paiement et sachez comment contacter votre banque depuis l’étranger.',
    ],
    type: 'p',
  },
  {
    content: [
      'Vous connecter à un serveur VPN situé dans votre pays peut permettre à vos services habituels de voir un emplacement familier. Cela peut aider, mais rien n’est garanti, car certains services traitent les adresses VPN avec une prudence particulière. Notre ',
      { content: ['liste des serveurs'], href: '/servers/' },
      ' indique les emplacements disponibles.',
    ],
    type: 'p',
  },
  { content: ['Les lois varient d’un pays à l’autre'], type: 'h2' },
  {
    content: [
      'Les règles concernant les VPN, le chiffrement et les contenus en ligne ne sont pas les mêmes partout. Certains pays restreignent ou encadrent l’utilisation des VPN, ce à quoi vous pouvez accéder peut différer de chez vous, et les règles sur l’inspection des appareils à la frontière varient elles aussi. Cet article ne constitue pas un conseil juridique : renseignez-vous sur les règles applicables dans chaque pays que vous visitez, par exemple sur les pages officielles de conseils aux voyageurs de votre gouvernement, et respectez-les.',
    ],
    type: 'p',
  },
  { content: ['En bref'], type: 'h2' },
  {
    content: [
      'Avant de partir, mettez à jour, sauvegardez et verrouillez vos appareils, et gardez un moyen de recevoir les codes de vérification. Pendant le voyage, vérifiez le nom des réseaux, connectez votre VPN sur les Wi-Fi non fiables, rechargez sur une prise murale avec votre propre câble et attendez-vous à des vérifications supplémentaires lors de vos connexions.',
    ],
    type: 'p',
  },
];
