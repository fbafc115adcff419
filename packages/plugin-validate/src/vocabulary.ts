/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
lei, legal entity identifier = lei
valid, validate, validation, verify, verification, check digit, is valid, correct, legit, well formed = validate
iban, bank account number, international bank account = iban validate
bic, swift, swift code, bank code = bic validate
isin, securities identifier = isin validate
gln, location number, global location number = gln validate
sscc, shipping container, pallet label = sscc validate
gtin, ean, upc, barcode number = gtin
many identifiers, bulk validation, several identifiers = validate batch
routing number, aba, routing transit = aba validate
`
