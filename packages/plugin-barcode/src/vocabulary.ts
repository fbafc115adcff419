/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
barcode, barcodes, qr, qr code, qrcode, data matrix, datamatrix, aztec, pdf417, 2d code = barcode generate
create, make = generate
# everyday phrasing (issue 39)
wifi qr, share wifi, contact qr, business card qr, scannable code, scan code, menu qr, link qr = barcode generate
`
