/* eslint-disable */
// Generated from content/blog/public-wifi-safety/pt.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Como usar o Wi-Fi público com segurança". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'O Wi-Fi público de cafés, hotéis, aeroportos e trens é prático, mas em uma rede compartilhada você não controla quem mais está conectado nem quem administra os equipamentos. Alguns ajustes e hábitos já fazem uma grande diferença.',
    ],
    type: 'p',
  },
  { content: ['O que outras pessoas na rede conseguem ver'], type: 'h2' },
  {
    content: [
      'Dois grupos podem observar seu tráfego em um hotspot público: ',
      { strong: ['outras pessoas conectadas à mesma rede'] },
      ' e ',
      { strong: ['quem opera o hotspot'] },
      ' (o café, o hotel ou a empresa que administra o Wi-Fi para eles).',
    ],
    type: 'p',
  },
  {
    content: [
      'Quando um site ou aplicativo usa HTTPS, o conteúdo do que você envia e recebe é criptografado. Quem está observando a rede não consegue ler suas mensagens, senhas ou números de cartão. Mas, em geral, ainda consegue ver:',
    ],
    type: 'p',
  },
  {
    items: [
      ['quais nomes de domínio você consulta e acessa (por exemplo, que você visitou o site de um banco, mas não quais páginas);'],
      ['quando você está on-line e, mais ou menos, quantos dados envia e recebe;'],
      ['o endereço de hardware (MAC) do seu dispositivo e, às vezes, o nome dele, como “Notebook da Ana”.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Tudo o que é enviado sem criptografia, como um site antigo em HTTP simples ou um aplicativo mal feito, pode ser lido por inteiro.',
    ],
    type: 'p',
  },
  { content: ['Hotspots falsos com nomes conhecidos'], type: 'h2' },
  {
    content: [
      'Qualquer pessoa pode criar um hotspot chamado “Wi-Fi Grátis Aeroporto” ou dar a ele exatamente o mesmo nome da rede do hotel, um golpe conhecido como ',
      { em: ['evil twin'] },
      ' (“gêmeo do mal”). Se você se conectar, quem o controla vê tudo o que um operador de verdade veria e pode tentar levar você a páginas de login falsas.',
    ],
    type: 'p',
  },
  { content: ['Para reduzir o risco:'], type: 'p' },
  {
    items: [
      ['Pergunte aos funcionários o nome exato da rede e confira a grafia antes de se conectar.'],
      ['Desconfie de redes abertas com nomes genéricos ou de duas redes com nomes quase idênticos.'],
      [
        'Tenha cuidado com um portal cativo (a página que aparece antes de você ter acesso à internet) que pede mais do que precisa, como a senha do seu e-mail ou os dados do seu cartão para uma rede “gratuita”.',
      ],
    ],
    type: 'ol',
  },
  { content: ['O HTTPS ajuda, mas tem limites'], type: 'h2' },
  {
    content: [
      'O HTTPS é sua proteção mais importante no Wi-Fi público. Confira se o navegador não mostra o aviso “Não seguro” na barra de endereço e ative o modo somente HTTPS do navegador, se ele tiver um.',
    ],
    type: 'p',
  },
  {
    content: [
      'O HTTPS não esconde quais sites você visita e não adianta nada se alguém levar você a um site falso convincente que tenha o próprio certificado válido. E se o navegador mostrar um aviso de certificado em uma rede pública, ',
      { strong: ['não ignore o aviso para seguir em frente'] },
      '. Em uma rede compartilhada, esse aviso pode ser o único sinal de que alguém está interceptando sua conexão. Desconecte-se e tente de novo mais tarde ou em outra rede.',
    ],
    type: 'p',
  },
  { content: ['Ajustes para fazer antes de viajar'], type: 'h2' },
  { content: ['Desative a conexão automática'], type: 'h3' },
  {
    content: [
      'Os dispositivos memorizam as redes e voltam a se conectar a elas automaticamente, e é exatamente com isso que um hotspot falso com um nome conhecido conta. Depois de usar uma rede pública, abra as configurações dela e desative “Conectar automaticamente”, ou simplesmente peça ao dispositivo para esquecê-la. Em alguns dispositivos, também dá para impedir que eles peçam para entrar em redes abertas.',
    ],
    type: 'p',
  },
  {
    content: [
      'Aproveite para ver se há uma opção de usar um endereço de hardware privado ou aleatório para cada rede. Isso dificulta o reconhecimento do seu dispositivo de um hotspot para outro.',
    ],
    type: 'p',
  },
  { content: ['Desative o compartilhamento'], type: 'h3' },
  {
    content: ['Em uma rede pública, ninguém mais precisa ver seus arquivos, impressoras ou sua tela.'],
    type: 'p',
  },
  {
    items: [
      ['No Windows, marque a rede como ', { strong: ['Pública'] }, ' para que seu PC não possa ser descoberto por outros dispositivos.'],
      [
        'No Mac, desative o Compartilhamento de Arquivos e outros serviços de que você não precisa nos ajustes de Compartilhamento, e configure o AirDrop para apenas contatos ou desative-o.',
      ],
      [
        'Nos celulares, configure os recursos de compartilhamento por proximidade para apenas contatos ou desative-os, e desligue o Bluetooth quando não precisar dele.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Mantenha tudo atualizado'], type: 'h3' },
  {
    content: [
      'Instale as atualizações do sistema e do navegador antes de sair: muitos ataques exploram falhas que as atualizações já corrigiram.',
    ],
    type: 'p',
  },
  { content: ['Quando uma VPN ajuda'], type: 'h2' },
  {
    content: [
      'Uma VPN criptografa todo o tráfego entre seu dispositivo e o servidor VPN, não apenas as partes que usam HTTPS. No Wi-Fi público, o dono do hotspot e os outros usuários passam a ver apenas uma conexão criptografada com um servidor, e não os nomes de domínio que você consulta, os aplicativos que você usa nem qualquer tráfego não criptografado. Um hotspot falso vê o mesmo fluxo criptografado.',
    ],
    type: 'p',
  },
  {
    content: [
      'Na prática: conecte-se ao Wi-Fi, passe pelo portal cativo, se houver um (normalmente a VPN só consegue se conectar depois disso), e ative sua VPN antes de abrir qualquer outra coisa. Com o ',
      { content: ['FVP'], href: '/download/' },
      ' instalado no celular e no notebook, isso leva segundos.',
    ],
    type: 'p',
  },
  { content: ['Contra o que uma VPN não protege'], type: 'h2' },
  {
    content: ['Uma VPN protege a conexão, não o seu julgamento nem o seu dispositivo. Ela não impede:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['phishing'] },
        ': uma página de login falsa funciona igualzinho através de uma VPN, então digite os endereços você mesmo e use a verificação em duas etapas;',
      ],
      [{ strong: ['malware'] }, ': um download ou anexo malicioso continua malicioso depois de passar pelo túnel;'],
      [
        { strong: ['um dispositivo comprometido'] },
        ': se seu celular ou notebook já estiver infectado, a VPN não consegue impedir que ele envie seus dados.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Uma checklist rápida'], type: 'h2' },
  {
    items: [
      ['Confirme o nome da rede com os funcionários antes de se conectar.'],
      ['Desative a conexão automática e esqueça as redes que você não vai usar de novo.'],
      ['Marque a rede como pública e desative o compartilhamento.'],
      ['Nunca ignore um aviso de certificado.'],
      ['Ative uma VPN logo depois do portal cativo, antes de qualquer outra coisa.'],
      ['Para acessar o banco ou fazer qualquer coisa sensível, considere usar os dados móveis do celular.'],
    ],
    type: 'ul',
  },
];
