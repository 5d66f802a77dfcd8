/** Keywords typed as "a, b ,c" become a list; the server trims, drops empty ones and repeats. */
export const keywordsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
