/**
 * How agents phrase tasks for the product group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
gtin, ean, upc, barcode number, product barcode, ean-13, upc-a = product gtin
`
