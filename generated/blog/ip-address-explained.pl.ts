/* eslint-disable */
// Generated from content/blog/ip-address-explained/pl.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Czym jest adres IP i co o Tobie zdradza?". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Za każdym razem, gdy otwierasz stronę internetową, Twoje urządzenie podaje jej, dokąd ma wysłać odpowiedź. Tym adresem zwrotnym jest Twój adres IP. To jeden z najbardziej podstawowych elementów działania internetu, a zarazem jeden z najczęściej źle rozumianych: jedni sądzą, że zdradza on ich adres domowy, inni – że jego ukrycie zapewnia pełną niewidzialność. Ani jedno, ani drugie nie jest do końca prawdą.',
    ],
    type: 'p',
  },
  { content: ['Czym jest adres IP'], type: 'h2' },
  {
    content: [
      'IP to skrót od Internet Protocol, czyli zestawu reguł, według których urządzenia przesyłają dane przez sieci. Adres IP to liczba, która identyfikuje połączenie w sieci – coś w rodzaju adresu pocztowego dla danych. Gdy wczytujesz stronę, Twoje żądanie zawiera Twój adres, dzięki czemu serwer wie, dokąd wysłać odpowiedź.',
    ],
    type: 'p',
  },
  {
    content: [
      'Najczęściej adres, który widzą strony, nie jest adresem samego Twojego urządzenia. Twój domowy router lub operator komórkowy nadaje Twojemu połączeniu ',
      { strong: ['publiczny adres IP'] },
      ' i dzieli go między wszystkie Twoje urządzenia. W domu każde urządzenie dostaje ',
      { strong: ['adres prywatny'] },
      ', często zaczynający się od 192.168 lub 10, którego świat zewnętrzny nigdy nie widzi.',
    ],
    type: 'p',
  },
  { content: ['Czego strony mogą się z niego dowiedzieć'], type: 'h2' },
  {
    content: ['Twój publiczny adres IP widzi każda strona i usługa, z którą się łączysz. Sam w sobie może ujawnić:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Przybliżoną lokalizację.'] },
        ' Bazy danych przypisują adresy do kraju, a często także do regionu lub miasta. Wynik może się mylić nawet o duże odległości, zwłaszcza w sieciach komórkowych.',
      ],
      [
        { strong: ['Twojego dostawcę.'] },
        ' Zwykle widać, do którego dostawcy internetu, operatora komórkowego lub organizacji należy adres.',
      ],
      [
        { strong: ['Rodzaj sieci.'] },
        ' Niektóre bazy danych potrafią rozpoznać, czy adres należy do łącza domowego, firmy, centrum danych czy usługi VPN.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Adres nie pokazuje natomiast Twojego imienia i nazwiska, adresu zamieszkania ani tego, kto siedzi przy klawiaturze. Twój dostawca internetu wie, który klient korzystał z danego adresu w danym czasie, i na mocy prawa swojego kraju może zostać zobowiązany do przekazania tej informacji. Jednak strona, która patrzy na Twój adres, widzi dostawcę i przybliżony obszar, a nie konkretną osobę.',
    ],
    type: 'p',
  },
  {
    content: ['Co zdradza Twój własny adres, sprawdzisz w naszym ', { content: ['narzędziu do sprawdzania IP'], href: '/ip-check/' }, '.'],
    type: 'p',
  },
  { content: ['IPv4 i IPv6'], type: 'h2' },
  { content: ['Obecnie używane są dwie wersje adresów IP.'], type: 'p' },
  {
    items: [
      [
        { strong: ['Adresy IPv4'] },
        ' to cztery liczby oddzielone kropkami, na przykład 203.0.113.42. Możliwych adresów IPv4 jest niewiele ponad cztery miliardy – za mało, by każde urządzenie miało własny, dlatego adresy są współdzielone i używane ponownie.',
      ],
      [
        { strong: ['Adresy IPv6'] },
        ' są dłuższe i zapisuje się je w grupach liter i cyfr oddzielonych dwukropkami, na przykład 2001:db8::1. Jest ich tak wiele, że każde urządzenie może mieć własny adres publiczny.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Wiele połączeń ma adresy obu rodzajów. Ma to znaczenie dla prywatności: jeśli narzędzie chroni tylko Twój ruch IPv4, a ruch IPv6 je omija, strona może nadal widzieć Twój prawdziwy adres IPv6.',
    ],
    type: 'p',
  },
  { content: ['Adresy dynamiczne, statyczne i współdzielone'], type: 'h2' },
  {
    content: [
      'Większość łączy domowych i komórkowych dostaje adres ',
      { strong: ['dynamiczny'] },
      ', który dostawca może od czasu do czasu zmienić, na przykład po ponownym uruchomieniu routera. Niektóre firmy i niektóre plany korzystają z adresu ',
      { strong: ['statycznego'] },
      ', który się nie zmienia.',
    ],
    type: 'p',
  },
  {
    content: [
      'Ponieważ adresów IPv4 brakuje, wielu operatorów komórkowych i część dostawców internetu domowego stosuje ',
      { strong: ['carrier-grade NAT'] },
      ': wielu klientów korzysta jednocześnie z jednego adresu publicznego. Jeśli zdarzyło Ci się rozwiązywać dodatkową captchę albo trafić na stronę, która zablokowała „Twój” adres za coś, z czym nie masz nic wspólnego, przyczyną może być właśnie współdzielony adres.',
    ],
    type: 'p',
  },
  { content: ['Jak strony i reklamodawcy wykorzystują Twój adres IP'], type: 'h2' },
  {
    content: [
      'Strony używają Twojego adresu do zwykłych celów: wyboru języka lub waluty, wyświetlania treści regionalnych, ograniczania nadużyć i wykrywania podejrzanych logowań. Reklamodawcy i narzędzia śledzące traktują go jako jeden z wielu sygnałów.',
    ],
    type: 'p',
  },
  {
    content: [
      'Sam adres IP jest słabym identyfikatorem, bo się zmienia i bywa współdzielony. Więcej zdradza dopiero w połączeniu z innymi danymi. ',
      { strong: ['Pliki cookie'] },
      ' i konta, na które się logujesz, identyfikują Twoją przeglądarkę bezpośrednio. ',
      { strong: ['Cyfrowy odcisk palca przeglądarki'] },
      ' łączy takie szczegóły jak rozmiar ekranu, czcionki i ustawienia. Razem z Twoim adresem pozwala to narzędziom śledzącym powiązać Twoje wizyty na różnych stronach i na przestrzeni czasu.',
    ],
    type: 'p',
  },
  { content: ['Co zmienia, a czego nie zmienia zmiana adresu IP'], type: 'h2' },
  {
    content: [
      'Połączenie z VPN zastępuje Twój publiczny adres IP adresem serwera VPN. Na przykład z FVP strony widzą adres serwera i jego lokalizację zamiast Twoich, a Twój dostawca internetu widzi zaszyfrowany ruch do VPN zamiast odwiedzanych przez Ciebie stron.',
    ],
    type: 'p',
  },
  { content: ['Co się zmienia:'], type: 'p' },
  {
    items: [
      ['Strony widzą adres i przybliżoną lokalizację serwera VPN, a nie Twoje.'],
      ['Osoby w tej samej sieci, na przykład w publicznym Wi-Fi, nie mogą odczytać Twojego ruchu.'],
    ],
    type: 'ul',
  },
  { content: ['Co się nie zmienia:'], type: 'p' },
  {
    items: [
      [{ strong: ['Konta, na które się logujesz'] }, ', nadal wiedzą, że to Ty.'],
      [
        { strong: ['Pliki cookie i cyfrowe odciski palca'] },
        ' nadal działają, więc jeśli chcesz zacząć od zera, wyczyść pliki cookie lub użyj okna prywatnego.',
      ],
      [
        { strong: ['Wycieki'] },
        ' nadal mogą zdradzić Twój prawdziwy adres. Wyciek DNS lub WebRTC może go ujawnić nawet wtedy, gdy VPN jest połączony. Sprawdź to naszym ',
        { content: ['testem wycieku DNS'], href: '/dns-check/' },
        ' i ',
        { content: ['testem wycieku WebRTC'], href: '/web-rtc/' },
        '.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Nowy adres IP to przydatny krok w stronę prywatności, ale nie niewidzialność. Traktuj go jako jedną z warstw ochrony i łącz z rozsądnymi ustawieniami przeglądarki, ostrożnym logowaniem i nawykami, które uwzględniają śledzenie.',
    ],
    type: 'p',
  },
];
