/* eslint-disable */
// Generated from content/blog/public-wifi-safety/fr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Utiliser un Wi-Fi public en toute sécurité". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Le Wi-Fi public des cafés, des hôtels, des aéroports et des trains est pratique, mais sur un réseau partagé, vous ne maîtrisez ni qui d’autre y est connecté, ni qui gère l’équipement. Quelques réglages et bons réflexes font déjà une grande différence.',
    ],
    type: 'p',
  },
  { content: ['Ce que les autres peuvent voir sur le réseau'], type: 'h2' },
  {
    content: [
      'Deux catégories de personnes peuvent observer votre trafic sur un point d’accès public : ',
      { strong: ['les autres personnes connectées au même réseau'] },
      ', et ',
      { strong: ['celui qui exploite le point d’accès'] },
      ' (le café, l’hôtel ou l’entreprise qui gère le Wi-Fi pour leur compte).',
    ],
    type: 'p',
  },
  {
    content: [
      'Lorsqu’un site ou une application utilise HTTPS, le contenu de ce que vous envoyez et recevez est chiffré. Une personne qui observe le réseau ne peut lire ni vos messages, ni vos mots de passe, ni vos numéros de carte. En général, elle peut néanmoins voir :',
    ],
    type: 'p',
  },
  {
    items: [
      [
        'les noms de domaine dont vous demandez l’adresse et auxquels vous vous connectez (par exemple, que vous avez visité le site d’une banque, mais pas quelles pages) ;',
      ],
      ['quand vous êtes en ligne et, approximativement, la quantité de données que vous envoyez et recevez ;'],
      ['l’adresse matérielle (MAC) de votre appareil et parfois son nom, comme « PC portable d’Anna ».'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Tout ce qui est envoyé sans chiffrement, comme un vieux site en simple HTTP ou une application mal conçue, peut être lu en intégralité.',
    ],
    type: 'p',
  },
  { content: ['Les faux points d’accès aux noms familiers'], type: 'h2' },
  {
    content: [
      'N’importe qui peut créer un point d’accès appelé « Airport Free WiFi » ou lui donner exactement le nom du réseau de l’hôtel, une technique souvent appelée ',
      { em: ['evil twin'] },
      '. Si vous vous y connectez, la personne qui le gère voit tout ce que verrait un véritable exploitant et peut tenter de vous rediriger vers de fausses pages de connexion.',
    ],
    type: 'p',
  },
  { content: ['Pour réduire le risque :'], type: 'p' },
  {
    items: [
      ['Demandez au personnel le nom exact du réseau et vérifiez son orthographe avant de vous connecter.'],
      ['Méfiez-vous des réseaux ouverts aux noms génériques, ou de deux réseaux aux noms presque identiques.'],
      [
        'Soyez prudent face à un portail captif (la page qui s’affiche avant que vous n’ayez accès à Internet) qui demande plus que nécessaire, comme le mot de passe de votre messagerie ou vos coordonnées bancaires pour un réseau « gratuit ».',
      ],
    ],
    type: 'ol',
  },
  { content: ['HTTPS aide, mais a ses limites'], type: 'h2' },
  {
    content: [
      'HTTPS est votre protection la plus importante sur un Wi-Fi public. Vérifiez que le navigateur n’affiche aucun avertissement « Non sécurisé » dans la barre d’adresse, et activez le mode HTTPS uniquement de votre navigateur s’il en dispose.',
    ],
    type: 'p',
  },
  {
    content: [
      'HTTPS ne masque pas les sites que vous visitez, et ne sert à rien si l’on vous attire vers un faux site convaincant doté de son propre certificat valide. Et si votre navigateur affiche un avertissement de certificat sur un réseau public, ',
      { strong: ['ne passez pas outre'] },
      '. Sur un réseau partagé, cet avertissement peut être le seul signe que quelqu’un intercepte votre connexion. Déconnectez-vous et réessayez plus tard ou sur un autre réseau.',
    ],
    type: 'p',
  },
  { content: ['Les réglages à modifier avant de partir'], type: 'h2' },
  { content: ['Désactivez la connexion automatique'], type: 'h3' },
  {
    content: [
      'Les appareils mémorisent les réseaux et s’y reconnectent automatiquement, et c’est précisément ce sur quoi compte un faux point d’accès portant un nom familier. Après avoir utilisé un réseau public, ouvrez ses réglages et désactivez « Connexion automatique » ou « Se connecter automatiquement », ou demandez simplement à votre appareil de l’oublier. Sur certains appareils, vous pouvez aussi faire en sorte qu’ils ne proposent plus du tout de rejoindre les réseaux ouverts.',
    ],
    type: 'p',
  },
  {
    content: [
      'Tant que vous y êtes, cherchez une option permettant d’utiliser une adresse matérielle privée ou aléatoire pour chaque réseau. Votre appareil est ainsi plus difficile à reconnaître d’un point d’accès à l’autre.',
    ],
    type: 'p',
  },
  { content: ['Désactivez le partage'], type: 'h3' },
  {
    content: ['Sur un réseau public, personne d’autre n’a besoin de voir vos fichiers, vos imprimantes ou votre écran.'],
    type: 'p',
  },
  {
    items: [
      [
        'Sous Windows, définissez le réseau comme ',
        { strong: ['Public'] },
        ' pour que votre PC ne soit pas détectable par les autres appareils.',
      ],
      [
        'Sur un Mac, désactivez le partage de fichiers et les autres services dont vous n’avez pas besoin dans les réglages de partage, et limitez AirDrop à vos contacts ou désactivez-le.',
      ],
      [
        'Sur les téléphones, limitez les fonctions de partage à proximité à vos contacts ou désactivez-les, et coupez le Bluetooth lorsque vous n’en avez pas besoin.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Faites les mises à jour'], type: 'h3' },
  {
    content: [
      'Installez les mises à jour du système et du navigateur avant de partir : de nombreuses attaques exploitent des failles que les mises à jour ont déjà corrigées.',
    ],
    type: 'p',
  },
  { content: ['Quand un VPN est utile'], type: 'h2' },
  {
    content: [
      'Un VPN chiffre tout le trafic entre votre appareil et le serveur VPN, pas seulement ce qui passe par HTTPS. Sur un Wi-Fi public, l’exploitant du point d’accès et les autres utilisateurs ne voient alors qu’une connexion chiffrée vers un seul serveur : ni les noms de domaine dont vous demandez l’adresse, ni les applications que vous utilisez, ni le moindre trafic non chiffré. Un faux point d’accès ne voit que ce même flux chiffré.',
    ],
    type: 'p',
  },
  {
    content: [
      'En pratique : connectez-vous au Wi-Fi, remplissez le portail captif s’il y en a un (le VPN ne peut généralement pas se connecter avant), puis activez votre VPN avant d’ouvrir quoi que ce soit d’autre. Avec ',
      { content: ['FVP'], href: '/download/' },
      ' installé sur votre téléphone et votre ordinateur portable, cela ne prend que quelques secondes.',
    ],
    type: 'p',
  },
  { content: ['Ce contre quoi un VPN ne protège pas'], type: 'h2' },
  {
    content: ['Un VPN protège la connexion, pas votre jugement ni votre appareil. Il n’arrête pas :'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['l’hameçonnage'] },
        ' : une fausse page de connexion fonctionne tout aussi bien à travers un VPN, alors saisissez vous-même les adresses et activez la validation en deux étapes ;',
      ],
      [
        { strong: ['les logiciels malveillants'] },
        ' : un téléchargement ou une pièce jointe nuisible le reste après être passé par le tunnel ;',
      ],
      [
        { strong: ['un appareil compromis'] },
        ' : si votre téléphone ou votre ordinateur portable est déjà infecté, le VPN ne peut pas l’empêcher d’envoyer vos données.',
      ],
    ],
    type: 'ul',
  },
  { content: ['La liste de contrôle en bref'], type: 'h2' },
  {
    items: [
      ['Faites confirmer le nom du réseau par le personnel avant de vous connecter.'],
      ['Désactivez la connexion automatique et oubliez les réseaux que vous n’utiliserez plus.'],
      ['Définissez le réseau comme public et désactivez le partage.'],
      ['Ne passez jamais outre un avertissement de certificat.'],
      ['Activez un VPN après le portail captif, avant toute autre chose.'],
      ['Pour les opérations bancaires ou tout ce qui est sensible, envisagez plutôt d’utiliser les données mobiles de votre téléphone.'],
    ],
    type: 'ul',
  },
];
