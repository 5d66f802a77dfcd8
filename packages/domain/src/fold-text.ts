/**
 * Lower-case without accents and with single spaces, so "saskaita" finds "Sąskaita": the one way
 * the API's search columns and the web's local searches compare text.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The words of a search (decision 064): folded, split on spaces, each once. A search matches a text
 * when every word is in it, each anywhere ("darkside saltmete" finds "Darkside … Šaltmėtė"). A word
 * that begins with a space must begin a word of the text (the catalogue's weights, " 250g").
 */
export function searchWords(query: string): string[] {
  return [...new Set(foldText(query).split(' ').filter(Boolean))];
}

/** Whether folded `text` holds every one of `words` (the web's local searches; the API asks SQL the same). */
export function holdsEveryWord(text: string, words: readonly string[]): boolean {
  const spaced = ` ${text}`;
  return words.every((word) => spaced.includes(word));
}
