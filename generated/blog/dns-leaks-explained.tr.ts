/* eslint-disable */
// Generated from content/blog/dns-leaks-explained/tr.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "DNS sızıntıları nedir, nasıl test edilir ve nasıl giderilir?". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Bir VPN düzgün çalışıyor olsa bile hangi siteleri ziyaret ettiğinizi ele verebilir. Bunun en yaygın nedeni bir DNS sızıntısıdır. Kontrol etmesi kolaydır ve çoğu durumda gidermesi de kolaydır.',
    ],
    type: 'p',
  },
  { content: ['DNS nedir?'], type: 'h2' },
  {
    content: [
      'Bilgisayarlar birbirini IP adresiyle bulur, ancak insanlar example.com gibi adlar kullanır. ',
      { strong: ['Alan Adı Sistemi (DNS)'] },
      ' bunlardan birini diğerine çevirir. Bir web sitesini her açtığınızda ya da bir uygulama bir hizmete her bağlandığında cihazınız önce ',
      { em: ['çözümleyici'] },
      ' adı verilen bir DNS sunucusuna “Bu adın adresi nedir?” diye sorar.',
    ],
    type: 'p',
  },
  {
    content: [
      'Varsayılan olarak bu çözümleyiciyi genellikle internet servis sağlayıcınız ya da bağlı olduğunuz ağı işleten kişi veya kurum çalıştırır ve yönlendiriciniz bu çözümleyicinin adresini cihazlarınıza iletir. Klasik DNS sorguları şifrelenmez; bu yüzden çözümleyici ve ağı izleyen herkes sorguladığınız her adı görebilir.',
    ],
    type: 'p',
  },
  { content: ['DNS sızıntısı nedir?'], type: 'h2' },
  {
    content: [
      'Bir VPN’e bağlandığınızda sorgularınızın şifreli tünelin içinden geçerek VPN’in seçtiği bir çözümleyiciye gitmesi gerekir. Bu sorguların bir kısmı veya tamamı başka bir yere, genellikle tünelin dışından doğrudan servis sağlayıcınızın çözümleyicisine gittiğinde ',
      { strong: ['DNS sızıntısı'] },
      ' yaşanır.',
    ],
    type: 'p',
  },
  {
    content: [
      'Geri kalan her şey yolunda görünebilir: web siteleri VPN sunucusunun IP adresini görür ve trafiğiniz şifrelenir. Ancak servis sağlayıcınız veya yerel ağ, sorguladığınız alan adlarının ve bunları ne zaman sorguladığınızın listesini almaya devam eder.',
    ],
    type: 'p',
  },
  { content: ['Neden önemlidir?'], type: 'h2' },
  {
    content: [
      'Sorguladığınız adlar çok şey anlatır: okuduğunuz haber sitelerini, göz attığınız mağazaları, arattığınız sağlık veya para sorularını. Bunları ağınızdan ve servis sağlayıcınızdan gizlemek, VPN kullanmanın başlıca nedenlerinden biridir. Bir sızıntı bunu sessizce boşa çıkarır ve hiçbir şey bozuk görünmediği için test etmediğiniz sürece fark etmezsiniz.',
    ],
    type: 'p',
  },
  { content: ['Yaygın nedenler'], type: 'h2' },
  { content: ['İşletim sistemi ayarları'], type: 'h3' },
  {
    content: [
      'Cihazınız, Wi-Fi veya Ethernet bağlantınız için ayarlanmış DNS sunucularını kullanmaya devam edebilir ya da sorguları aynı anda birkaç ağ bağlantısı üzerinden gönderip ilk yanıt vereni kullanabilir. VPN uygulamaları genellikle bunu halleder; ancak bir sistem güncellemesi, ikinci bir ağ bağdaştırıcısı veya başka bir ağ yazılımı buna müdahale edebilir.',
    ],
    type: 'p',
  },
  { content: ['IPv6'], type: 'h3' },
  {
    content: [
      'Artık birçok ağ hem eski IPv4’ü hem de daha yeni IPv6’yı destekliyor. Bir VPN kurulumu yalnızca IPv4’ü kapsıyorsa cihazınız IPv6 sorgularını, hatta bazen diğer IPv6 trafiğini de doğrudan servis sağlayıcınıza gönderebilir.',
    ],
    type: 'p',
  },
  { content: ['Tarayıcıda HTTPS üzerinden DNS'], type: 'h3' },
  {
    content: [
      'Birçok tarayıcı, sorguları şifreli olarak tarayıcı ayarlarında seçilen bir DNS sağlayıcısına gönderen “güvenli DNS” veya HTTPS üzerinden DNS (DNS-over-HTTPS) özelliği sunar. Bu, internet servis sağlayıcınıza yönelik bir sızıntı değildir, çünkü servis sağlayıcınız bu sorguları okuyamaz; ancak sorgular VPN’in çözümleyicisi yerine o DNS sağlayıcısına gider ve test bunu gösterir. Bunun kabul edilebilir olup olmadığına siz karar verirsiniz; yeter ki bilerek karar verin.',
    ],
    type: 'p',
  },
  { content: ['Elle yapılan yapılandırmalar'], type: 'h3' },
  {
    content: [
      'Ağ ayarlarınıza veya yönlendiricinize elle girilmiş özel bir DNS sunucusu, DNS satırı içermeyen elle hazırlanmış bir VPN yapılandırma dosyası ya da yapılandırma dosyasındaki DNS ayarını uygulamayan bir sistem, sorguların tünelin dışına gitmesine yol açabilir. Özellikle Linux sistemlerinde, bir yapılandırma dosyasındaki DNS ayarının etkili olması için ek bir adım gerekebilir.',
    ],
    type: 'p',
  },
  { content: ['DNS sızıntısı nasıl test edilir?'], type: 'h2' },
  {
    content: [
      'Bu sitedeki ',
      { content: ['DNS sızıntı testini'], href: '/dns-check/' },
      ' kullanın. Test, cihazınızdan gelen sorguları hangi DNS sunucularının işlediğini gösterir.',
    ],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Testi önce VPN olmadan bir kez çalıştırın.'] },
        ' Gördüklerinizi not edin: genellikle kendi ülkenizde bulunan, internet servis sağlayıcınıza ait sunucular görünür. Bu, karşılaştırma için temel ölçünüzdür.',
      ],
      [{ strong: ['VPN’e bağlanın ve testi yeniden çalıştırın.'] }],
      [
        { strong: ['Karşılaştırın.'] },
        ' Yalnızca VPN’e ait sunucular görünüyorsa sızıntı yoktur. Servis sağlayıcınızın 1. adımda gördüğünüz sunucuları görünüyorsa sorgularınız sızıyordur. Tanıdığınız herkese açık bir DNS hizmeti görünüyorsa tarayıcınızın güvenli DNS ayarına veya kendi belirlediğiniz özel DNS ayarlarına bakın.',
      ],
    ],
    type: 'ol',
  },
  {
    content: [
      'Testi kullandığınız her tarayıcıda ve protokolü, ağı veya cihazı değiştirdikten sonra tekrarlayın. Hazır bu işi yaparken ',
      { content: ['WebRTC sızıntı testini'], href: '/web-rtc/' },
      ' de çalıştırabilirsiniz; bu test farklı bir sorunu, yani tarayıcının gerçek IP adresinizi açığa çıkarmasını kontrol eder.',
    ],
    type: 'p',
  },
  { content: ['DNS sızıntısı nasıl giderilir?'], type: 'h2' },
  {
    content: ['Aşağıdaki adımları sırayla uygulayın ve her değişiklikten sonra yeniden test edin:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Mümkün olduğunda VPN uygulamasını kullanın.'] },
        ' Uygulamalar DNS ayarını sizin yerinize yapar; bu, elle yapılan bir kurulumdan daha güvenilirdir. FVP’de her platformun uygulaması ',
        { content: ['indirme sayfasında'], href: '/download/' },
        ' bulunur. Uygulamayı ve sisteminizi güncel tutun.',
      ],
      [
        { strong: ['Özel DNS sunucularını kaldırın.'] },
        ' VPN kullandığınız sürece bunları ağ bağdaştırıcısı ayarlarınızdan silin ya da ayarı yeniden otomatiğe alın. Yönlendiricinizi de kontrol edin.',
      ],
      [
        { strong: ['Tarayıcınızın güvenli DNS ayarını gözden geçirin.'] },
        ' Sorguların VPN’in çözümleyicisinden geçmesini istiyorsanız bu ayarı kapatın veya sisteminizin varsayılanını kullanacak şekilde ayarlayın.',
      ],
      [
        { strong: ['IPv6’yı kontrol edin.'] },
        ' Servis sağlayıcınıza ait IPv6 adresleri görünüyorsa ve VPN kurulumunuz IPv6’yı kapsamıyorsa, o ağ bağlantısı için IPv6’yı kapatmak yaygın bir geçici çözümdür.',
      ],
      [
        { strong: ['Yapılandırma dosyalarını düzeltin.'] },
        ' Elle yapılan bir yapılandırmanın VPN’in DNS ayarını içerdiğinden ve sisteminizin bu ayarı gerçekten uyguladığından emin olun. Yeni bir yapılandırma dosyası indirmek, eskisini düzenlemekten çoğu zaman daha hızlıdır.',
      ],
      [{ strong: ['Yeniden bağlanın ve test edin.'] }, ' Bağlantıyı kesin, yeniden bağlanın ve DNS sızıntı testini tekrar çalıştırın.'],
    ],
    type: 'ol',
  },
  {
    content: [
      'Bu adımlardan sonra sızıntı devam ederse sorunu daraltmak için başka bir protokol veya cihaz deneyin ve testin gösterdiklerini VPN sağlayıcınızın destek ekibine iletin.',
    ],
    type: 'p',
  },
];
