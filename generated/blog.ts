/* eslint-disable */
// Generated from content/blog/*/*.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { ArticleMeta } from '../generator/runtime/blog.ts';
import type { LocalePrefix } from './locales.ts';
export { plainText, type ArticleMeta, type BlogBlock, type BlogInline } from '../generator/runtime/blog.ts';

/** Every article, newest first, with its texts in the locales it is written in. */
export const articles: readonly ArticleMeta<LocalePrefix>[] = [
  {
    date: '2026-11-18',
    image: { height: 630, src: '/images/blog/webrtc-leaks.svg', width: 1200 },
    slug: 'webrtc-leaks',
    texts: {
      de: {
        description:
          'Wie WebRTC Netzwerkadressen ermittelt, warum es selbst mit VPN Ihre echte IP-Adresse verraten kann, wie Sie einen Leak-Test lesen und was Sie dagegen tun können.',
        imageAlt: 'Zwei Browserfenster, verbunden durch eine gepunktete Linie, aus der ein kleiner Tropfen austritt.',
        title: 'WebRTC-Leaks erklärt – und wie Sie sie testen und beheben',
      },
      en: {
        description:
          'How WebRTC finds network addresses, why it can reveal your real IP address even with a VPN, how to read a leak test and what to do about it.',
        imageAlt: 'Two browser windows linked by a dotted line, with a small drop escaping from the link.',
        title: 'WebRTC leaks explained, and how to test and fix them',
      },
      es: {
        description:
          'Cómo encuentra WebRTC las direcciones de red, por qué puede revelar tu dirección IP real incluso con una VPN, cómo interpretar una prueba de fugas y qué hacer al respecto.',
        imageAlt: 'Dos ventanas del navegador unidas por una línea de puntos, con una pequeña gota que se escapa de la conexión.',
        title: 'Qué son las fugas de WebRTC y cómo comprobarlas y solucionarlas',
      },
      fr: {
        description:
          'Comment WebRTC découvre les adresses réseau, pourquoi il peut révéler votre véritable adresse IP même avec un VPN, comment lire un test de fuite et que faire en cas de fuite.',
        imageAlt: 'Deux fenêtres de navigateur reliées par une ligne en pointillés, d’où s’échappe une petite goutte.',
        title: 'Les fuites WebRTC expliquées, et comment les détecter et les corriger',
      },
      ja: {
        description:
          'WebRTCがネットワークアドレスを見つける仕組み、VPNを使っていても本当のIPアドレスが漏れることがある理由、リークテストの結果の読み方と対処法を解説します。',
        imageAlt: '点線でつながった2つのブラウザウィンドウと、そのつながりから漏れ出す小さなしずく。',
        title: 'WebRTCリークの仕組みと、テスト・対処の方法',
      },
      ru: {
        description:
          'Как WebRTC находит сетевые адреса, почему он может раскрыть ваш настоящий IP-адрес даже при включённом VPN, как читать результаты проверки утечки и что с этим делать.',
        imageAlt: 'Два окна браузера, соединённые пунктирной линией, из которой вытекает маленькая капля.',
        title: 'Утечки WebRTC — что это такое и как их проверить и устранить',
      },
      th: {
        description: 'WebRTC ค้นหาที่อยู่เครือข่ายอย่างไร ทำไมจึงอาจเปิดเผยที่อยู่ IP จริงของคุณแม้ใช้ VPN อยู่ วิธีอ่านผลการทดสอบการรั่วไหล และสิ่งที่ควรทำเมื่อพบปัญหา',
        imageAlt: 'หน้าต่างเบราว์เซอร์สองหน้าต่างเชื่อมกันด้วยเส้นประ และมีหยดเล็กๆ รั่วออกมาจากเส้นเชื่อมนั้น',
        title: 'ทำความเข้าใจ WebRTC รั่วไหล พร้อมวิธีทดสอบและแก้ไข',
      },
    },
  },
  {
    date: '2026-10-29',
    image: { height: 630, src: '/images/blog/ip-address-explained.svg', width: 1200 },
    slug: 'ip-address-explained',
    texts: {
      de: {
        description:
          'Was Ihre IP-Adresse Websites verrät und was nicht, wie IPv4, IPv6 und geteilte Adressen funktionieren und was sich wirklich ändert, wenn Sie Ihre Adresse wechseln.',
        imageAlt: 'Ein Globus mit einer Kartenmarkierung, umgeben von verbundenen Netzwerkknoten.',
        title: 'Was ist eine IP-Adresse und was verrät sie über Sie?',
      },
      en: {
        description:
          'What your IP address tells websites, what it does not, how IPv4, IPv6 and shared addresses work, and what changing your address really changes.',
        imageAlt: 'A globe with a map pin and connected network nodes around it.',
        title: 'What is an IP address, and what does it reveal about you?',
      },
      es: {
        description:
          'Qué dice tu dirección IP a los sitios web y qué no, cómo funcionan IPv4, IPv6 y las direcciones compartidas, y qué cambia de verdad cuando cambias tu dirección.',
        imageAlt: 'Un globo terráqueo con un marcador de mapa y nodos de red conectados a su alrededor.',
        title: '¿Qué es una dirección IP y qué revela sobre ti?',
      },
      fr: {
        description:
          'Ce que votre adresse IP apprend aux sites web et ce qu’elle ne dit pas, comment fonctionnent IPv4, IPv6 et les adresses partagées, et ce que modifie réellement un changement d’adresse.',
        imageAlt: 'Un globe terrestre avec un repère de carte, entouré de nœuds de réseau reliés entre eux.',
        title: 'Qu’est-ce qu’une adresse IP, et que révèle-t-elle sur vous ?',
      },
      ja: {
        description:
          'IPアドレスからウェブサイトにわかること、わからないこと、IPv4・IPv6・共有アドレスの仕組み、そしてアドレスを変えると実際に何が変わるのかを解説します。',
        imageAlt: '地図のピンが付いた地球儀と、その周りでつながったネットワークのノード。',
        title: 'IPアドレスとは何か、そこから何がわかるのか',
      },
      pl: {
        description:
          'Co Twój adres IP mówi stronom internetowym, a czego nie, jak działają IPv4, IPv6 i adresy współdzielone oraz co naprawdę zmienia się, gdy zmieniasz adres.',
        imageAlt: 'Kula ziemska z pinezką na mapie i otaczającymi ją połączonymi węzłami sieci.',
        title: 'Czym jest adres IP i co o Tobie zdradza?',
      },
      ru: {
        description:
          'Что ваш IP-адрес сообщает сайтам и чего не сообщает, как устроены IPv4, IPv6 и общие адреса и что на самом деле меняет смена адреса.',
        imageAlt: 'Земной шар с меткой на карте и связанными между собой сетевыми узлами вокруг.',
        title: 'Что такое IP-адрес и что он о вас рассказывает?',
      },
    },
  },
  {
    date: '2026-10-14',
    image: { height: 630, src: '/images/blog/travel-privacy-checklist.svg', width: 1200 },
    slug: 'travel-privacy-checklist',
    texts: {
      de: {
        description:
          'Was Sie vor und während einer Auslandsreise prüfen sollten – von Updates, Backups und Bildschirmsperre bis zu Hotel-Wi-Fi, Aufladen, SIM-Karten, Banking-Apps und VPNs.',
        imageAlt: 'Ein Koffer mit einer Kartenmarkierung und einer gepunkteten Flugroute darüber.',
        title: 'Datenschutz-Checkliste für Ihre Geräte und Daten auf Reisen im Ausland',
      },
      en: {
        description:
          'What to check before and during a trip abroad, from updates, backups and screen locks to hotel Wi-Fi, charging, SIM cards, banking apps and VPNs.',
        imageAlt: 'A suitcase with a map pin and a dotted flight path above it.',
        title: 'A travel privacy checklist for your devices and data abroad',
      },
      es: {
        description:
          'Qué revisar antes y durante un viaje al extranjero, desde actualizaciones, copias de seguridad y bloqueo de pantalla hasta el Wi-Fi del hotel, la carga, las tarjetas SIM, las apps bancarias y la VPN.',
        imageAlt: 'Una maleta con un marcador de mapa y una ruta de vuelo punteada encima.',
        title: 'Lista de comprobación de privacidad para tus dispositivos y datos en el extranjero',
      },
      fr: {
        description:
          'Ce qu’il faut vérifier avant et pendant un voyage à l’étranger, des mises à jour, sauvegardes et verrouillage d’écran au Wi-Fi d’hôtel, à la recharge, aux cartes SIM, aux applis bancaires et aux VPN.',
        imageAlt: 'Une valise avec un repère de carte et, au-dessus, une trajectoire de vol en pointillés.',
        title: 'La check-list confidentialité pour vos appareils et vos données à l’étranger',
      },
      id: {
        description:
          'Hal yang perlu diperiksa sebelum dan selama perjalanan ke luar negeri, dari pembaruan, cadangan, dan kunci layar hingga Wi-Fi hotel, pengisian daya, kartu SIM, aplikasi bank, dan VPN.',
        imageAlt: 'Sebuah koper dengan penanda lokasi peta dan jalur penerbangan bertitik-titik di atasnya.',
        title: 'Daftar periksa privasi untuk perangkat dan data Anda saat ke luar negeri',
      },
      ja: {
        description:
          'アップデート、バックアップ、画面ロックから、ホテルのWi-Fi、充電、SIMカード、銀行アプリ、VPNまで、海外旅行の前と旅行中に確認しておきたいことをまとめました。',
        imageAlt: '地図のピンが付いたスーツケースと、その上に描かれた点線の飛行ルート。',
        title: '海外でデバイスとデータを守る、旅行のプライバシーチェックリスト',
      },
      ru: {
        description:
          'Что проверить до и во время поездки за границу — от обновлений, резервных копий и блокировки экрана до Wi-Fi в отеле, зарядки, SIM-карт, банковских приложений и VPN.',
        imageAlt: 'Чемодан с меткой на карте и пунктирным маршрутом полёта над ним.',
        title: 'Памятка путешественнику о защите устройств и данных за границей',
      },
    },
  },
  {
    date: '2026-09-30',
    image: { height: 630, src: '/images/blog/strong-passwords.svg', width: 1200 },
    slug: 'strong-passwords',
    texts: {
      de: {
        description:
          'Warum Länge mehr zählt als Komplexität, wie Passphrasen funktionieren, warum mehrfach genutzte Passwörter Konten in Gefahr bringen und was nach einer Datenleck-Meldung zu tun ist.',
        imageAlt: 'Ein mit Punkten gefülltes Passwortfeld neben einem großen Schlüssel und einem Schild.',
        title: 'Starke Passwörter, die Sie sich merken können und die niemand errät',
      },
      en: {
        description:
          'Why length beats complexity, how passphrases work, why reused passwords get accounts taken over, and what to do after a breach notice.',
        imageAlt: 'A password field filled with dots next to a large key and a shield.',
        title: 'Strong passwords you can remember and nobody can guess',
      },
      es: {
        description:
          'Por qué la longitud importa más que la complejidad, cómo funcionan las frases de contraseña, por qué reutilizar contraseñas facilita el robo de cuentas y qué hacer tras un aviso de filtración.',
        imageAlt: 'Un campo de contraseña lleno de puntos junto a una llave grande y un escudo.',
        title: 'Contraseñas seguras que puedes recordar y nadie puede adivinar',
      },
      fr: {
        description:
          'Pourquoi la longueur compte plus que la complexité, comment fonctionnent les phrases de passe, pourquoi réutiliser un mot de passe expose vos comptes et que faire après une alerte de fuite.',
        imageAlt: 'Un champ de mot de passe rempli de points, à côté d’une grande clé et d’un bouclier.',
        title: 'Des mots de passe forts, faciles à retenir et que personne ne devinera',
      },
      it: {
        description:
          'Perché la lunghezza conta più della complessità, come funzionano le passphrase, perché riutilizzare le password porta al furto degli account e cosa fare dopo un avviso di violazione.',
        imageAlt: 'Un campo password pieno di puntini accanto a una grande chiave e a uno scudo.',
        title: 'Password robuste che ricordi facilmente e che nessuno può indovinare',
      },
      ja: {
        description:
          '複雑さより長さが大切な理由、パスフレーズの仕組み、パスワードの使い回しでアカウントが乗っ取られる理由、そして情報漏えいの通知を受けたときにすべきことを解説します。',
        imageAlt: '点で埋まったパスワード入力欄の横に、大きな鍵と盾が描かれたイラスト。',
        title: '覚えやすく、誰にも推測されない強力なパスワード',
      },
      ru: {
        description:
          'Почему длина важнее сложности, как работают парольные фразы, почему из-за повторяющихся паролей угоняют аккаунты и что делать после уведомления об утечке.',
        imageAlt: 'Поле пароля, заполненное точками, рядом с большим ключом и щитом.',
        title: 'Надёжные пароли, которые легко запомнить и невозможно угадать',
      },
    },
  },
  {
    date: '2026-09-09',
    image: { height: 630, src: '/images/blog/dns-leaks-explained.svg', width: 1200 },
    slug: 'dns-leaks-explained',
    texts: {
      de: {
        description:
          'Was DNS ist, wie Abfragen aus Ihrem VPN-Tunnel entweichen können, was die üblichen Ursachen sind und wie Sie Ihre Einrichtung mit einem DNS-Leak-Test prüfen und Probleme beheben.',
        imageAlt: 'Ein Tunnel, aus dem einige kleine Punkte durch eine Lücke zu einem separaten Server entweichen.',
        title: 'DNS-Leaks erklärt – und wie Sie sie aufspüren und beheben',
      },
      en: {
        description:
          'What DNS is, how lookups can slip outside your VPN tunnel, the usual causes, and how to check your setup with a DNS leak test and fix what it finds.',
        imageAlt: 'A tunnel with a few small dots escaping through a gap towards a separate server.',
        title: 'DNS leaks explained, and how to test for and fix them',
      },
      es: {
        description:
          'Qué es el DNS, cómo se pueden escapar las consultas fuera del túnel de la VPN, las causas habituales y cómo revisar tu configuración con una prueba de fugas de DNS y corregir lo que detecte.',
        imageAlt: 'Un túnel del que escapan unos pocos puntos pequeños por una rendija hacia un servidor aparte.',
        title: 'Qué son las fugas de DNS y cómo detectarlas y corregirlas',
      },
      fr: {
        description:
          'Ce qu’est le DNS, comment des requêtes peuvent s’échapper de votre tunnel VPN, les causes habituelles, et comment vérifier votre configuration avec un test de fuite DNS et corriger le problème.',
        imageAlt: 'Un tunnel d’où quelques petits points s’échappent par une brèche vers un serveur distinct.',
        title: 'Les fuites DNS expliquées, et comment les détecter et les corriger',
      },
      ja: {
        description:
          'DNSとは何か、DNSの問い合わせがVPNトンネルの外に漏れる仕組みとよくある原因、そしてDNSリークテストで設定を確認し、見つかった問題を解決する方法をご説明します。',
        imageAlt: 'トンネルの隙間からいくつかの小さな点が漏れ出し、別のサーバーへ向かっているイラスト。',
        title: 'DNSリークとは？ 仕組みとテスト方法、対処法を解説',
      },
      ru: {
        description:
          'Что такое DNS, как запросы могут уходить мимо VPN-туннеля, каковы обычные причины и как проверить свою систему с помощью проверки утечки DNS и исправить найденное.',
        imageAlt: 'Туннель, из щели в котором несколько маленьких точек ускользают к отдельному серверу.',
        title: 'Что такое утечки DNS и как их проверить и устранить',
      },
      tr: {
        description:
          'DNS nedir, sorgular VPN tünelinin dışına nasıl kaçabilir ve bunun yaygın nedenleri nelerdir? Kurulumunuzu DNS sızıntı testiyle nasıl kontrol edip bulunan sorunları nasıl gidereceğinizi anlatıyoruz.',
        imageAlt: 'Bir tünelin aralığından kaçan birkaç küçük noktanın ayrı bir sunucuya doğru ilerlemesi.',
        title: 'DNS sızıntıları nedir, nasıl test edilir ve nasıl giderilir?',
      },
    },
  },
  {
    date: '2026-08-21',
    image: { height: 630, src: '/images/blog/wireguard-vs-openvpn.svg', width: 1200 },
    slug: 'wireguard-vs-openvpn',
    texts: {
      de: {
        description:
          'WireGuard und OpenVPN für Laien erklärt – was ihre Unterschiede für Tempo, Akku und restriktive Netzwerke bedeuten und wann Sie welches Protokoll wählen.',
        imageAlt: 'Zwei parallele Tunnel unterschiedlicher Breite, die zum selben Server führen.',
        title: 'WireGuard oder OpenVPN? So wählen Sie das richtige VPN-Protokoll',
      },
      en: {
        description:
          'WireGuard and OpenVPN explained for non-experts, with what their differences mean for speed, battery, restrictive networks and when to pick each.',
        imageAlt: 'Two parallel tunnels of different widths leading to the same server.',
        title: 'WireGuard or OpenVPN? Choosing the right VPN protocol',
      },
      es: {
        description:
          'WireGuard y OpenVPN explicados para no expertos, con lo que sus diferencias suponen para la velocidad, la batería y las redes restrictivas, y cuándo elegir cada uno.',
        imageAlt: 'Dos túneles paralelos de distinta anchura que llevan al mismo servidor.',
        title: '¿WireGuard u OpenVPN? Cómo elegir el protocolo VPN adecuado',
      },
      fr: {
        description:
          'WireGuard et OpenVPN expliqués aux non-spécialistes, ce que leurs différences changent pour la vitesse, la batterie et les réseaux restrictifs, et quand choisir l’un ou l’autre.',
        imageAlt: 'Deux tunnels parallèles de largeurs différentes menant au même serveur.',
        title: 'WireGuard ou OpenVPN ? Bien choisir son protocole VPN',
      },
      ja: {
        description:
          'WireGuardとOpenVPNを専門家でなくてもわかるように解説。両者の違いが速度、バッテリー、制限の厳しいネットワークにどう影響するか、それぞれどんなときに選ぶべきかをご紹介します。',
        imageAlt: '太さの異なる2本の平行なトンネルが、同じサーバーへとつながっているイラスト。',
        title: 'WireGuardとOpenVPN、どちらを選ぶ？ 自分に合ったVPNプロトコルの選び方',
      },
      ko: {
        description:
          '전문가가 아니어도 이해할 수 있도록 WireGuard와 OpenVPN을 설명하고, 두 프로토콜의 차이가 속도, 배터리, 제한적인 네트워크에 어떤 의미인지, 각각 언제 고르면 좋은지 알려 드립니다.',
        imageAlt: '굵기가 다른 평행한 터널 두 개가 같은 서버로 이어지는 모습.',
        title: 'WireGuard와 OpenVPN 중 무엇을 쓸까? 나에게 맞는 VPN 프로토콜 고르기',
      },
      ru: {
        description:
          'WireGuard и OpenVPN простым языком — что их различия значат для скорости, расхода батареи и работы в сетях с ограничениями и когда выбирать каждый из них.',
        imageAlt: 'Два параллельных туннеля разной ширины, ведущие к одному и тому же серверу.',
        title: 'WireGuard или OpenVPN? Как выбрать подходящий протокол VPN',
      },
    },
  },
  {
    date: '2026-07-03',
    image: { height: 630, src: '/images/blog/what-a-vpn-does.svg', width: 1200 },
    slug: 'what-a-vpn-does',
    texts: {
      ar: {
        description: 'شرح مبسّط لما يحميه VPN، وأين تنتهي حمايته، ولماذا يجب أن تثق بمزوّد الخدمة، وكيف تختار خدمة VPN بحكمة.',
        imageAlt: 'حاسوب محمول متصل عبر نفق بكرة أرضية، وفي المنتصف درع.',
        title: 'ما الذي يفعله VPN وما الذي لا يفعله',
      },
      de: {
        description:
          'Eine verständliche Erklärung, was ein VPN schützt, wo sein Schutz endet, warum Sie dem Anbieter vertrauen müssen und wie Sie mit Bedacht ein VPN auswählen.',
        imageAlt: 'Ein Laptop, der über einen Tunnel mit einem Globus verbunden ist, in der Mitte ein Schutzschild.',
        title: 'Was ein VPN leistet – und was nicht',
      },
      en: {
        description:
          'A plain explanation of what a VPN protects, where its protection ends, why you have to trust the provider, and how to choose one sensibly.',
        imageAlt: 'A laptop connected through a tunnel to a globe, with a shield in the middle.',
        title: 'What a VPN does and what it does not do',
      },
      es: {
        description:
          'Una explicación clara de lo que protege una VPN, dónde termina su protección, por qué tienes que confiar en el proveedor y cómo elegir una con sensatez.',
        imageAlt: 'Un portátil conectado mediante un túnel a un globo terráqueo, con un escudo en el centro.',
        title: 'Qué hace una VPN y qué no hace',
      },
      fr: {
        description:
          'Ce qu’un VPN protège, où s’arrête sa protection, pourquoi vous devez faire confiance au fournisseur et comment en choisir un avec discernement, expliqué simplement.',
        imageAlt: 'Un ordinateur portable relié par un tunnel à un globe terrestre, avec un bouclier au milieu.',
        title: 'Ce que fait un VPN, et ce qu’il ne fait pas',
      },
      ja: {
        description:
          'VPNが何を守り、その保護がどこで終わるのか、なぜVPNプロバイダーを信頼する必要があるのか、そして賢い選び方を、わかりやすく解説します。',
        imageAlt: 'ノートパソコンがトンネルを通って地球につながり、その中央に盾が描かれたイラスト。',
        title: 'VPNにできること、できないこと',
      },
      ru: {
        description:
          'Простое объяснение того, что защищает VPN, где его защита заканчивается, почему приходится доверять провайдеру и как разумно выбрать сервис.',
        imageAlt: 'Ноутбук, соединённый туннелем с глобусом, со щитом посередине.',
        title: 'Что VPN делает и чего не делает',
      },
    },
  },
  {
    date: '2026-06-12',
    image: { height: 630, src: '/images/blog/public-wifi-safety.svg', width: 1200 },
    slug: 'public-wifi-safety',
    texts: {
      de: {
        description:
          'Was andere im Netzwerk von Café, Hotel oder Flughafen sehen können, wie gefälschte Hotspots funktionieren und welche Einstellungen und Gewohnheiten Sie in öffentlichem Wi-Fi besser schützen.',
        imageAlt: 'Ein fächerförmiges Wi-Fi-Signal neben einem Schutzschild mit Vorhängeschloss auf zartviolettem Hintergrund.',
        title: 'So nutzen Sie öffentliches Wi-Fi sicher',
      },
      en: {
        description:
          'What others on a café, hotel or airport network can see, how fake hotspots work, and the settings and habits that keep you safer on public Wi-Fi.',
        imageAlt: 'A Wi-Fi signal fan beside a shield with a padlock on a soft purple background.',
        title: 'How to use public Wi-Fi safely',
      },
      es: {
        description:
          'Qué pueden ver otros en la red de una cafetería, un hotel o un aeropuerto, cómo funcionan los puntos de acceso falsos y qué ajustes y hábitos te protegen en el Wi-Fi público.',
        imageAlt: 'Un abanico de señal Wi-Fi junto a un escudo con un candado sobre un fondo morado suave.',
        title: 'Cómo usar el Wi-Fi público con seguridad',
      },
      fr: {
        description:
          'Ce que les autres voient sur le réseau d’un café, d’un hôtel ou d’un aéroport, le fonctionnement des faux points d’accès, et les réglages et réflexes qui vous protègent mieux sur un Wi-Fi public.',
        imageAlt: 'Un éventail de signal Wi-Fi à côté d’un bouclier orné d’un cadenas, sur un fond violet doux.',
        title: 'Utiliser un Wi-Fi public en toute sécurité',
      },
      ja: {
        description:
          'カフェやホテル、空港のネットワークで他人に何が見えるのか、偽のホットスポットの仕組み、そして公共Wi-Fiでより安全に過ごすための設定と習慣をご紹介します。',
        imageAlt: 'やわらかな紫色の背景に、Wi-Fiの電波マークと南京錠の付いた盾が並んでいるイラスト。',
        title: '公共Wi-Fiを安全に使う方法',
      },
      pt: {
        description:
          'O que outras pessoas na rede de um café, hotel ou aeroporto conseguem ver, como funcionam os hotspots falsos e os ajustes e hábitos que aumentam sua segurança no Wi-Fi público.',
        imageAlt: 'Ondas de sinal de Wi-Fi ao lado de um escudo com um cadeado, sobre um fundo lilás suave.',
        title: 'Como usar o Wi-Fi público com segurança',
      },
      ru: {
        description:
          'Что видят другие в сети кафе, отеля или аэропорта, как работают поддельные точки доступа и какие настройки и привычки помогут обезопасить себя в публичном Wi-Fi.',
        imageAlt: 'Веер сигнала Wi-Fi рядом со щитом с замком на мягком фиолетовом фоне.',
        title: 'Как безопасно пользоваться публичным Wi-Fi',
      },
    },
  },
];
