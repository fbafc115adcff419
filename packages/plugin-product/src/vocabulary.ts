/**
 * How agents phrase tasks for the product group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
gtin, ean, upc, barcode number, product barcode, ean-13, upc-a = product gtin
# Everyday phrasing of the need behind each operation (issue 39)
scan barcode, barcode number, what product barcode, upc code, ean code, product from barcode, barcode country, made which country = product gtin
`
