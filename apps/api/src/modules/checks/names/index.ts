/** Person-name matching shared by the checks (docs/product.md#automated-checks). */
export { foldLetters, normaliseName, parseName, type ParsedName } from './normalise.js';
export {
  candidateNameMatch,
  isCandidateName,
  matchNames,
  matchTokens,
  PHONETIC_SPELLING_FLOOR,
  sameName,
  type CandidateNameMatch,
  type CandidateNames,
  type NameMatch,
  type TokenMatch,
} from './match.js';
