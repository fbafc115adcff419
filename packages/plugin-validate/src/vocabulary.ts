/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
lei, legal entity identifier = lei
valid, validate, validation, verify, verification, check digit, checksum ok, checksum valid, checksum correct, is valid, correct, legit, well formed = validate
iban, bank account number, international bank account = iban validate
bic, swift, swift code, bank code = bic validate
isin, securities identifier = isin validate
gln, location number, global location number = gln validate
sscc, shipping container, pallet label = sscc validate
gtin, ean, upc, barcode number = gtin
many identifiers, bulk validation, several identifiers = validate batch
routing number, aba, routing transit = aba validate
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
iban valid, iban correct, check iban, account number correct, typo iban, pay supplier, supplier bank details, bank details correct, sepa transfer = iban validate
routing number valid, direct deposit, check routing, ach transfer, payroll setup, routing correct = aba validate
swift code valid, international transfer, overseas payment, foreign wire, wire abroad, check swift = bic validate
bond cusip, check cusip, cusip valid = cusip validate
check isin, isin valid, isin correct = isin validate
check lei, lei valid, lei code correct = lei validate
barcode check digit, upc valid, ean valid, isbn valid, barcode valid, product barcode correct, check barcode = gtin validate
location code valid, check gln = gln validate
pallet code, shipping label code, check sscc, sscc valid = sscc validate
validate list, whole spreadsheet, column ibans, many ibans, many barcodes, list identifiers, mixed codes = validate batch
`
