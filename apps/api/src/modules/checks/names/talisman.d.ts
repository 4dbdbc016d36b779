// talisman ships no type declarations; these cover the two functions the name matching uses.

declare module 'talisman/metrics/jaro-winkler.js' {
  /** Jaro-Winkler similarity of two strings: 0 (nothing in common) to 1 (equal). */
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}

declare module 'talisman/phonetics/double-metaphone.js' {
  /** The primary and alternate Double Metaphone codes of one word (at most 4 letters each). */
  const doubleMetaphone: (word: string) => [string, string];
  export default doubleMetaphone;
}
