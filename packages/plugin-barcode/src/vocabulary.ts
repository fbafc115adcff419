/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
barcode, barcodes, qr, qr code, qrcode, data matrix, datamatrix, aztec, pdf417, 2d code = barcode generate
create, make = generate
# everyday phrasing (issue 39)
wifi qr, share wifi, contact qr, business card qr, scannable code, scan code, menu qr, link qr = barcode generate
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
menu qr, wifi password qr, table tent = qr code
`
