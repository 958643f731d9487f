/* eslint-disable */
// Generated from content/blog/ip-address-explained/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Qu’est-ce qu’une adresse IP, et que révèle-t-elle sur vous ?". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Chaque fois que vous ouvrez un site web, votre appareil lui indique où envoyer la réponse. Cette adresse de retour, c’est votre adresse IP. C’est l’un des éléments les plus fondamentaux du fonctionnement d’Internet, et aussi l’un des plus mal compris : certains pensent qu’elle révèle leur adresse postale, d’autres qu’en la masquant ils deviennent invisibles. Ni l’un ni l’autre n’est tout à fait exact.',
    ],
    type: 'p',
  },
  { content: ['Ce qu’est une adresse IP'], type: 'h2' },
  {
    content: [
      'IP signifie Internet Protocol (protocole Internet), l’ensemble des règles qu’utilisent les appareils pour envoyer des données à travers les réseaux. Une adresse IP est un numéro qui identifie une connexion sur un réseau, un peu comme une adresse postale pour les données. Lorsque vous chargez une page, votre requête contient votre adresse afin que le serveur sache où envoyer la réponse.',
    ],
    type: 'p',
  },
  {
    content: [
      'La plupart du temps, l’adresse que voient les sites n’est pas celle de votre appareil lui-même. Votre box Internet ou votre opérateur mobile attribue à votre connexion une ',
      { strong: ['adresse IP publique'] },
      ' et la partage entre vos appareils. Chez vous, chaque appareil reçoit une ',
      { strong: ['adresse privée'] },
      ', qui commence souvent par 192.168 ou 10, et que le monde extérieur ne voit jamais.',
    ],
    type: 'p',
  },
  { content: ['Ce que les sites peuvent en apprendre'], type: 'h2' },
  {
    content: [
      'Votre adresse IP publique est visible par tous les sites et services auxquels vous vous connectez. À elle seule, elle peut révéler :',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Une localisation approximative.'] },
        ' Des bases de données associent les adresses à un pays, et souvent à une région ou à une ville. Le résultat peut être très éloigné de la réalité, surtout sur les réseaux mobiles.',
      ],
      [
        { strong: ['Votre fournisseur.'] },
        ' On voit généralement à quel fournisseur d’accès à Internet, opérateur mobile ou organisme appartient l’adresse.',
      ],
      [
        { strong: ['Le type de réseau.'] },
        ' Certaines bases de données peuvent déterminer si une adresse appartient à une connexion résidentielle, à une entreprise, à un centre de données ou à un service VPN.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'En revanche, elle ne montre ni votre nom, ni votre adresse postale, ni qui est assis devant le clavier. Votre fournisseur d’accès sait quel client utilisait une adresse donnée à un moment donné, et les lois de son pays peuvent l’obliger à communiquer cette information. Mais un site qui regarde votre adresse voit un fournisseur et une zone approximative, pas une personne.',
    ],
    type: 'p',
  },
  {
    content: [
      'Découvrez ce que révèle votre propre adresse grâce à notre ',
      { content: ['vérification d’adresse IP'], href: '/ip-check/' },
      '.',
    ],
    type: 'p',
  },
  { content: ['IPv4 et IPv6'], type: 'h2' },
  { content: ['Deux versions d’adresses IP sont utilisées aujourd’hui.'], type: 'p' },
  {
    items: [
      [
        'Les adresses ',
        { strong: ['IPv4'] },
        ' se composent de quatre nombres séparés par des points, comme 203.0.113.42. Il n’existe qu’un peu plus de quatre milliards d’adresses IPv4 possibles, ce qui ne suffit pas pour que chaque appareil ait la sienne : c’est pourquoi les adresses sont partagées et réutilisées.',
      ],
      [
        'Les adresses ',
        { strong: ['IPv6'] },
        ' sont plus longues et s’écrivent en groupes de lettres et de chiffres séparés par deux-points, comme 2001:db8::1. Le stock est si vaste que chaque appareil peut disposer de sa propre adresse publique.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Beaucoup de connexions disposent des deux. C’est important pour la confidentialité : si un outil ne protège que votre trafic IPv4 alors que le trafic IPv6 le contourne, un site peut quand même voir votre véritable adresse IPv6.',
    ],
    type: 'p',
  },
  { content: ['Adresses dynamiques, statiques et partagées'], type: 'h2' },
  {
    content: [
      'La plupart des connexions résidentielles et mobiles reçoivent une adresse ',
      { strong: ['dynamique'] },
      ', que le fournisseur peut changer de temps en temps, par exemple lorsque votre box redémarre. Certaines entreprises et certaines offres utilisent une adresse ',
      { strong: ['statique'] },
      ', qui reste la même.',
    ],
    type: 'p',
  },
  {
    content: [
      'Comme les adresses IPv4 sont rares, de nombreux opérateurs mobiles et certains fournisseurs d’accès résidentiels ont recours au ',
      { strong: ['CGNAT'] },
      ' (carrier-grade NAT) : de nombreux clients partagent simultanément une même adresse publique. S’il vous est déjà arrivé de devoir résoudre un captcha supplémentaire ou de voir un site bloquer « votre » adresse pour quelque chose que vous n’aviez pas fait, une adresse partagée en est peut-être la cause.',
    ],
    type: 'p',
  },
  { content: ['Comment les sites et les annonceurs utilisent votre adresse IP'], type: 'h2' },
  {
    content: [
      'Les sites utilisent votre adresse pour des choses ordinaires : choisir une langue ou une devise, afficher des contenus régionaux, limiter les abus et repérer les connexions suspectes. Les annonceurs et les traceurs l’utilisent comme un signal parmi beaucoup d’autres.',
    ],
    type: 'p',
  },
  {
    content: [
      'À elle seule, une adresse IP est un identifiant faible, car elle change et peut être partagée. Elle devient plus révélatrice lorsqu’elle est combinée à d’autres données. Les ',
      { strong: ['cookies'] },
      ' et les comptes connectés identifient directement votre navigateur. L’',
      { strong: ['empreinte du navigateur'] },
      ' (browser fingerprinting) combine des détails comme la taille de l’écran, les polices et les paramètres. Associés à votre adresse, ces éléments permettent aux traceurs de relier vos visites d’un site à l’autre et dans la durée.',
    ],
    type: 'p',
  },
  { content: ['Changer d’adresse IP : ce qui change, et ce qui ne change pas'], type: 'h2' },
  {
    content: [
      'Se connecter à un VPN remplace votre adresse IP publique par celle du serveur VPN. Avec FVP, par exemple, les sites voient l’adresse et l’emplacement du serveur au lieu des vôtres, et votre fournisseur d’accès voit du trafic chiffré vers le VPN plutôt que les sites que vous visitez.',
    ],
    type: 'p',
  },
  { content: ['Ce qui change :'], type: 'p' },
  {
    items: [
      ['Les sites voient l’adresse et l’emplacement approximatif du serveur VPN, pas les vôtres.'],
      ['Les personnes connectées au même réseau, comme un Wi-Fi public, ne peuvent pas lire votre trafic.'],
    ],
    type: 'ul',
  },
  { content: ['Ce qui ne change pas :'], type: 'p' },
  {
    items: [
      [{ strong: ['Les comptes auxquels vous êtes connecté'] }, ' savent toujours que c’est vous.'],
      [
        { strong: ['Les cookies et les empreintes de navigateur'] },
        ' fonctionnent toujours : effacez donc vos cookies ou utilisez une fenêtre de navigation privée si vous voulez repartir de zéro.',
      ],
      [
        { strong: ['Les fuites'] },
        ' peuvent quand même révéler votre véritable adresse. Une fuite DNS ou WebRTC peut l’exposer même lorsqu’un VPN est connecté. Vérifiez-le avec notre ',
        { content: ['test de fuite DNS'], href: '/dns-check/' },
        ' et notre ',
        { content: ['test de fuite WebRTC'], href: '/web-rtc/' },
        '.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Une nouvelle adresse IP est une mesure utile pour votre vie privée, mais elle ne vous rend pas invisible. Voyez-la comme une couche de protection parmi d’autres : associez-la à des réglages de navigateur judicieux, à des connexions prudentes et à des habitudes qui tiennent compte des traceurs.',
    ],
    type: 'p',
  },
];
