/* eslint-disable */
// Generated from content/blog/webrtc-leaks/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Les fuites WebRTC expliquées, et comment les détecter et les corriger". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Vous connectez votre VPN, vous vérifiez votre adresse IP, et tout semble en ordre. Pourtant, une page web peut encore réussir à découvrir votre véritable adresse grâce à une fonction intégrée à votre navigateur : WebRTC. Cet article explique ce que fait WebRTC, pourquoi il peut laisser fuiter des adresses, et comment le vérifier et y remédier.',
    ],
    type: 'p',
  },
  { content: ['Ce qu’est WebRTC'], type: 'h2' },
  {
    content: [
      'WebRTC (Web Real-Time Communication) est un ensemble de fonctions du navigateur qui permet aux pages web d’échanger de l’audio, de la vidéo et des données directement entre utilisateurs. C’est grâce à lui que fonctionnent les appels vidéo, le chat vocal, le partage d’écran et les transferts de fichiers dans le navigateur, sans plug-in. En soi, ce n’est pas une faille de sécurité.',
    ],
    type: 'p',
  },
  {
    content: [
      'Pour relier directement deux personnes, chaque navigateur doit toutefois savoir à quelles adresses réseau il peut être joint. C’est de cette étape de découverte que viennent les fuites.',
    ],
    type: 'p',
  },
  { content: ['Comment WebRTC découvre les adresses'], type: 'h2' },
  {
    content: [
      'WebRTC utilise un processus appelé ',
      { strong: ['ICE'] },
      ' (Interactive Connectivity Establishment). Le navigateur rassemble une liste de « candidats », c’est-à-dire d’adresses auxquelles il pourrait être joignable, et les communique à l’autre partie :',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Les adresses locales'] },
        ' des interfaces réseau de votre appareil, comme votre adresse sur le Wi-Fi de votre domicile.',
      ],
      [
        { strong: ['Votre adresse publique'] },
        ', découverte à l’aide d’un serveur ',
        { strong: ['STUN'] },
        '. Votre navigateur lui envoie une petite requête, et le serveur STUN répond avec l’adresse d’où provient la requête.',
      ],
      [{ strong: ['Les adresses de relais'] }, ' sur un serveur TURN, utilisées lorsqu’une connexion directe est impossible.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Une page web peut lancer cette collecte avec quelques lignes de JavaScript, sans avoir besoin de votre autorisation pour utiliser la caméra ou le micro. Toutes les adresses que le navigateur recueille, la page peut les lire.',
    ],
    type: 'p',
  },
  { content: ['Pourquoi un VPN ne les masque pas toujours'], type: 'h2' },
  {
    content: [
      'Lorsqu’une application VPN est connectée au niveau du système, tout votre trafic, y compris les requêtes STUN de WebRTC, passe normalement par le tunnel chiffré. Le serveur STUN voit alors l’adresse du serveur VPN, ce qui est précisément le but. Les fuites surviennent lorsque quelque chose contourne le tunnel :',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Une protection limitée au navigateur.'] },
        ' Une extension VPN ou proxy couvre le trafic que le navigateur envoie par son intermédiaire. Le trafic WebRTC ne suit pas forcément le même chemin : les requêtes STUN peuvent alors sortir par votre connexion habituelle et révéler votre véritable adresse publique.',
      ],
      [
        { strong: ['IPv6.'] },
        ' Si votre connexion dispose d’une adresse IPv6 publique et que votre configuration VPN ne couvre pas le trafic IPv6, cette adresse peut apparaître parmi les candidats locaux.',
      ],
      [
        { strong: ['Une connexion interrompue.'] },
        ' Si le VPN se déconnecte, les nouvelles requêtes passent par votre connexion habituelle.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Les adresses locales posent un problème moindre. De nombreux navigateurs récents les remplacent par des noms aléatoires se terminant par « .local », sauf si vous avez donné à la page l’accès à votre caméra ou à votre micro.',
    ],
    type: 'p',
  },
  { content: ['Comment détecter une fuite WebRTC'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Relevez votre véritable adresse.'] },
        ' Déconnectez le VPN, ouvrez notre ',
        { content: ['vérification d’adresse IP'], href: '/ip-check/' },
        ' et notez l’adresse affichée, y compris une éventuelle adresse IPv6.',
      ],
      [
        { strong: ['Connectez le VPN'] },
        ' et rouvrez la vérification d’adresse IP. Vous devriez maintenant voir l’adresse du serveur VPN.',
      ],
      [
        {
          strong: ['Lancez le ', { content: ['test de fuite WebRTC'], href: '/web-rtc/' }],
        },
        ' dans le même navigateur. Il affiche les adresses que votre navigateur révèle via WebRTC.',
      ],
      [
        { strong: ['Recommencez dans chaque navigateur'] },
        ' que vous utilisez, et sur chaque appareil, car chaque navigateur gère WebRTC à sa manière.',
      ],
    ],
    type: 'ol',
  },
  { content: ['Comment lire le résultat'], type: 'h2' },
  { content: ['Comparez les adresses du test avec celles que vous avez notées :'], type: 'p' },
  {
    items: [
      [{ strong: ['Uniquement l’adresse du serveur VPN'] }, ', ou aucune adresse publique : pas de fuite.'],
      [
        { strong: ['Votre véritable adresse publique'] },
        ', IPv4 ou IPv6 : il y a une fuite. Les sites peuvent voir votre véritable adresse malgré le VPN.',
      ],
      [
        { strong: ['Des adresses privées'] },
        ' comme 192.168.x.x, 10.x.x.x ou 172.16.x.x à 172.31.x.x, ou des adresses IPv6 commençant par fe80 ou fd : elles ne sont valables que sur votre réseau local et ne révèlent ni votre adresse publique ni votre localisation, même si elles ajoutent un petit détail à l’empreinte de votre navigateur.',
      ],
      [
        { strong: ['Des noms se terminant par « .local »'] },
        ' : votre navigateur masque les adresses locales, ce qui est une bonne chose.',
      ],
      [{ strong: ['Rien du tout'] }, ' : WebRTC est désactivé ou bloqué dans ce navigateur.'],
    ],
    type: 'ul',
  },
  { content: ['Que faire en cas de fuite'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Gardez l’application VPN connectée au niveau du système.'] },
        ' Une application VPN, comme les applications FVP pour ordinateurs et téléphones, fait passer le trafic de tout l’appareil, et pas seulement celui du navigateur. Téléchargez-la depuis la ',
        { content: ['page de téléchargement'], href: '/download/' },
        ' et laissez-la connectée pendant que vous naviguez.',
      ],
      [
        { strong: ['Sachez ce que couvre une extension.'] },
        ' Une extension VPN pour navigateur est pratique, mais elle ne protège que le trafic du navigateur. Utilisez aussi l’application lorsque vous avez besoin de masquer votre adresse, et testez la combinaison des deux.',
      ],
      [
        { strong: ['Vérifiez les paramètres de votre navigateur.'] },
        ' Certains navigateurs proposent un réglage qui limite les adresses que WebRTC peut utiliser. Dans Firefox, passer ',
        { em: ['media.peerconnection.enabled'] },
        ' à false sur la page ',
        { em: ['about:config'] },
        ' désactive complètement WebRTC, ce qui empêche aussi les appels vidéo dans le navigateur. Les extensions de confidentialité qui limitent WebRTC sont une autre solution.',
      ],
      [
        { strong: ['Soyez économe avec les autorisations de caméra et de micro.'] },
        ' Les accorder à un site peut lui permettre de voir davantage de détails sur vos adresses locales.',
      ],
      [
        { strong: ['Maintenez votre navigateur et votre application VPN à jour.'] },
        ' Les navigateurs gèrent désormais mieux les adresses WebRTC, et les mises à jour apportent ces correctifs.',
      ],
      [{ strong: ['Refaites le test après chaque modification'] }, ' et après les mises à jour.'],
    ],
    type: 'ul',
  },
  { content: ['Garder le sens des proportions'], type: 'h2' },
  {
    content: [
      'Une fuite WebRTC expose votre adresse IP, pas votre historique de navigation, et un VPN qui fait passer tout votre trafic élimine en grande partie le risque. Le test ne prend qu’une minute : il vaut donc la peine de le faire chaque fois que vous configurez un nouvel appareil ou un nouveau navigateur, en même temps que le ',
      { content: ['test de fuite DNS'], href: '/dns-check/' },
      '.',
    ],
    type: 'p',
  },
];
