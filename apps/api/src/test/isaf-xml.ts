/** The text of every element named `name` in an i.SAF file, in document order (null for an empty or nil one). */
export const isafValues = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?(?:/>|>([^<]*)</${name}>)`, 'g'))].map((m) => m[1] ?? null);

/** The n-th (from 0) Invoice element's XML of an i.SAF file. */
export const isafInvoice = (xml: string, n: number) => xml.split('<Invoice>')[n + 1]!.split('</Invoice>')[0]!;
