/* eslint-disable */
// Generated from content/blog/strong-passwords/it.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Password robuste che ricordi facilmente e che nessuno può indovinare". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'I consigli sulle password sembrano spesso una lista di faccende: aggiungi una maiuscola, un numero, un simbolo. Il risultato è difficile da ricordare e sorprendentemente facile da indovinare. Esiste un approccio migliore, e più semplice: password lunghe, una diversa per ogni account, e uno strumento che le ricordi al posto tuo.',
    ],
    type: 'p',
  },
  { content: ['Perché la lunghezza conta più della complessità'], type: 'h2' },
  {
    content: [
      'Chi attacca raramente tira a indovinare a mano. Il suo software prova un numero enorme di combinazioni, partendo dalle più probabili: parole comuni, nomi, sequenze della tastiera e password trapelate da altri siti. Le regole sulla complessità servono a poco contro tutto questo, perché le persone le seguono in modo prevedibile. La maiuscola va all’inizio, una cifra e un punto esclamativo alla fine, e una «a» diventa «@». I programmi che indovinano le password conoscono bene queste abitudini.',
    ],
    type: 'p',
  },
  {
    content: [
      'La lunghezza funziona in un altro modo. Ogni carattere in più moltiplica il numero di possibilità che un aggressore deve provare. Una password corta piena di simboli può essere più debole di una lunga fatta solo di lettere minuscole, purché quella lunga non sia una frase nota.',
    ],
    type: 'p',
  },
  {
    content: [
      'La lunghezza, però, non rimedia alla prevedibilità. «Tiamopersempre» è lunga, ma i programmi che indovinano le password provano presto frasi come questa. Una password deve essere lunga e casuale.',
    ],
    type: 'p',
  },
  { content: ['Passphrase: lunghe, casuali e facili da ricordare'], type: 'h2' },
  {
    content: [
      'Una passphrase è una password composta da più parole, come ',
      { em: ['rame lanterna tricheco cetriolo orbita'] },
      '. Se le parole sono scelte a caso, una passphrase è abbastanza lunga da resistere ai tentativi di indovinarla, ma resta facile da digitare e da ricordare.',
    ],
    type: 'p',
  },
  { content: ['Bastano poche regole perché una passphrase funzioni:'], type: 'p' },
  {
    items: [
      [
        { strong: ['Lascia che sia il caso a scegliere le parole.'] },
        ' Le parole che scegli tu tendono a essere collegate tra loro o ad avere un significato. Dadi e un elenco di parole, oppure un generatore, funzionano meglio della tua fantasia.',
      ],
      [
        { strong: ['Usa abbastanza parole.'] },
        ' Cinque o più parole casuali sono un obiettivo ragionevole per gli account importanti, come la tua e-mail o il tuo gestore di password.',
      ],
      [{ strong: ['Evita citazioni, testi di canzoni e modi di dire.'] }, ' Una frase famosa non è casuale, per quanto lunga sia.'],
      [{ strong: ['I separatori sono facoltativi.'] }, ' Spazi, trattini o punti vanno bene; la forza viene dalle parole casuali.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'Ti basta memorizzare poche passphrase: quella del gestore di password, quella per accedere al computer e magari quella della tua e-mail principale. Tutto il resto si può salvare.',
    ],
    type: 'p',
  },
  { content: ['Non riutilizzare mai una password'], type: 'h2' },
  {
    content: [
      'Il riutilizzo è spesso un rischio più grave di una password debole. Quando un sito web subisce una violazione, gli elenchi di indirizzi e-mail e password finiscono spesso per essere scambiati e venduti. Gli aggressori passano allora al ',
      { strong: ['credential stuffing'] },
      ': strumenti automatici provano ogni coppia di e-mail e password trapelata su molti altri servizi, come e-mail, negozi online, social network e banche. Ovunque tu abbia riutilizzato quella password, l’account si apre senza che nessuno debba indovinare nulla.',
    ],
    type: 'p',
  },
  {
    content: [
      'Anche una password perfetta diventa inutile se trapela da un sito su cui avevi dimenticato di avere un account. L’unica difesa affidabile è una password diversa per ogni account, così una fuga di dati in un posto resta confinata a quel posto.',
    ],
    type: 'p',
  },
  { content: ['Lascia che sia un gestore di password a ricordare'], type: 'h2' },
  {
    content: [
      'Nessuno riesce a ricordare una password casuale e diversa per ogni account. Un gestore di password le conserva in una cassaforte cifrata che sblocchi con un’unica passphrase robusta, genera una nuova password per ogni sito, la inserisce al posto tuo e la sincronizza su tutti i tuoi dispositivi.',
    ],
    type: 'p',
  },
  {
    content: [
      'Aiuta anche contro il phishing: di solito un gestore di password inserisce una password solo sull’indirizzo per cui è stata salvata, quindi se su una pagina di accesso all’apparenza autentica la compilazione automatica non scatta, consideralo un campanello d’allarme.',
    ],
    type: 'p',
  },
  {
    content: [
      'Per creare una password casuale senza installare nulla, usa il nostro ',
      { content: ['generatore di password'], href: '/password-generator/' },
      '. Crea la password nel tuo browser, sul tuo dispositivo, pronta da incollare in un nuovo account o nel tuo gestore di password.',
    ],
    type: 'p',
  },
  { content: ['Attiva l’autenticazione a due fattori'], type: 'h2' },
  {
    content: [
      'L’autenticazione a due fattori (2FA) ti chiede qualcosa in più oltre alla password, di solito un codice o una conferma su un dispositivo che possiedi. Anche se la tua password trapela, a un aggressore serve comunque quel secondo fattore.',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Le app di autenticazione'] }, ' generano codici di breve durata sul tuo telefono e sono una buona scelta di base.'],
      [
        { strong: ['Le chiavi di sicurezza e le passkey'] },
        ' sono l’opzione più robusta, se il servizio le supporta, perché sono legate al sito web autentico e resistono al phishing.',
      ],
      [
        { strong: ['I codici via SMS'] },
        ' sono meglio di niente, ma dipendono dal tuo numero di telefono, che può essere dirottato o non essere disponibile quando sei in viaggio.',
      ],
    ],
    type: 'ul',
  },
  {
    content: [
      'Conserva i codici di backup in un posto sicuro, per esempio nel tuo gestore di password. Perdere il telefono non deve voler dire perdere i tuoi account.',
    ],
    type: 'p',
  },
  { content: ['Cosa fare dopo un avviso di violazione'], type: 'h2' },
  {
    content: ['Se un servizio ti comunica che i tuoi dati sono stati coinvolti in una violazione, segui questi passaggi:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Apri il sito direttamente.'] },
        ' Digita l’indirizzo o usa un segnalibro invece di cliccare su un link nel messaggio, perché i falsi avvisi di violazione sono un trucco di phishing molto diffuso.',
      ],
      [{ strong: ['Cambia la password'] }, ' di quell’account con una nuova, che non usi altrove.'],
      [{ strong: ['Cambiala ovunque tu l’abbia riutilizzata.'] }, ' È lì che il credential stuffing colpirebbe subito dopo.'],
      [{ strong: ['Attiva l’autenticazione a due fattori'] }, ', se non l’hai già fatto.'],
      [
        { strong: ['Controlla il tuo account e-mail'] },
        ' per scovare regole di inoltro, indirizzi di recupero o app collegate che non riconosci.',
      ],
      [
        { strong: ['Fai attenzione alle truffe successive'] },
        ' che sfruttano i dati trapelati per sembrare credibili, e controlla gli estratti conto se sono coinvolti dati di pagamento.',
      ],
    ],
    type: 'ol',
  },
  { content: ['Cosa fa e cosa non fa una VPN in questo caso'], type: 'h2' },
  {
    content: [
      'Una VPN come FVP cifra la tua connessione e nasconde il tuo indirizzo IP ai siti che visiti, proteggendo così gli accessi sulle reti non affidabili come il Wi-Fi pubblico. Non può impedire che un sito web subisca una violazione, né rendere sicura una password riutilizzata. Di questo si occupano password lunghe e uniche, un gestore di password e la 2FA.',
    ],
    type: 'p',
  },
];
