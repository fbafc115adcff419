/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
vat, vat number, sales tax, tax rate, gst = vat tax
vrn, vat registration number, vat id, hmrc = vat number check
vat pay, pay vat, vat charged, vat is charged, vat on, vat added = vat rates standard reduced
# Everyday phrasing of the need behind each operation (issue 39)
verify vat, valid vat, vat valid, customer vat number, vat registered, reverse charge, eu customer vat, b2b invoice, intra community = vat number check
how much vat, vat germany, vat france, vat italy, vat spain, vat percentage, tax purchases europe, consumption tax europe, charge vat, vat charge = vat rates
`

/**
 * A VAT number's check: a task about VAT without a word of a number to check ("how much VAT do I pay on groceries
 * in Belgium") wants the rates (tax.vat-rates), not a registration check.
 */
export const intents = {
  'tax.vat': 'number id identification registration registered valid validate validation check verify vies company supplier customer invoice'.split(' '),
}
