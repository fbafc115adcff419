/** GS1 modulo-10 check digit of the digits before it (weights 3,1,3... from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** GS1 prefix ranges (first three digits of the GTIN-13 form) and who issues them. */
const PREFIXES: Array<[number, number, string]> = [
  [0, 19, 'GS1 US'], [20, 29, 'restricted distribution (in-store)'], [30, 39, 'GS1 US (drugs)'], [40, 49, 'restricted distribution (in-store)'],
  [50, 59, 'GS1 US (coupons)'], [60, 139, 'GS1 US'], [200, 299, 'restricted distribution (in-store)'], [300, 379, 'GS1 France'],
  [380, 380, 'GS1 Bulgaria'], [383, 383, 'GS1 Slovenia'], [385, 385, 'GS1 Croatia'], [387, 387, 'GS1 Bosnia and Herzegovina'],
  [400, 440, 'GS1 Germany'], [450, 459, 'GS1 Japan'], [460, 469, 'GS1 Russia'], [471, 471, 'GS1 Taiwan'], [489, 489, 'GS1 Hong Kong'],
  [490, 499, 'GS1 Japan'], [500, 509, 'GS1 UK'], [520, 521, 'GS1 Greece'], [540, 549, 'GS1 Belgium & Luxembourg'], [560, 560, 'GS1 Portugal'],
  [569, 569, 'GS1 Iceland'], [570, 579, 'GS1 Denmark'], [590, 590, 'GS1 Poland'], [600, 601, 'GS1 South Africa'], [640, 649, 'GS1 Finland'],
  [690, 699, 'GS1 China'], [700, 709, 'GS1 Norway'], [729, 729, 'GS1 Israel'], [730, 739, 'GS1 Sweden'], [760, 769, 'GS1 Switzerland'],
  [770, 771, 'GS1 Colombia'], [779, 779, 'GS1 Argentina'], [780, 780, 'GS1 Chile'], [789, 790, 'GS1 Brazil'], [800, 839, 'GS1 Italy'],
  [840, 849, 'GS1 Spain'], [858, 858, 'GS1 Slovakia'], [859, 859, 'GS1 Czech Republic'], [869, 869, 'GS1 Turkey'], [870, 879, 'GS1 Netherlands'],
  [880, 880, 'GS1 Korea'], [885, 885, 'GS1 Thailand'], [888, 888, 'GS1 Singapore'], [890, 890, 'GS1 India'], [893, 893, 'GS1 Vietnam'],
  [899, 899, 'GS1 Indonesia'], [900, 919, 'GS1 Austria'], [930, 939, 'GS1 Australia'], [940, 949, 'GS1 New Zealand'], [955, 955, 'GS1 Malaysia'],
  [958, 958, 'GS1 Macau'], [977, 977, 'serial publications (ISSN)'], [978, 979, 'books (ISBN)'], [980, 980, 'refund receipts'],
  [981, 984, 'coupons (common currency)'], [990, 999, 'coupons'],
]

/** The issuer of a GS1 prefix; the prefix only says where the number was issued, not where a product was made. */
export function gs1PrefixIssuer(prefix: string): string | null {
  const value = Number(prefix)
  return PREFIXES.find(([from, to]) => value >= from && value <= to)?.[2] ?? null
}
