/**
 * Lower-case without accents and with single spaces, so "saskaita" finds "Sąskaita": the one way
 * the API's search columns and the web's local searches compare text.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
