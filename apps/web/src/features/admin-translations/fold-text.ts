/** Lower-case without accents, so "saskaita" finds "Sąskaita". */
export const foldText = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
