/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
vat, vat number, sales tax, tax rate, gst = vat tax
vrn, vat registration number, vat id, hmrc = vat number check
vat pay, pay vat, vat charged, vat is charged, vat on, vat added = vat rates standard reduced
`
