import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('gtin', 'Checks a GTIN-8/12/13/14 (EAN, UPC) barcode number and its check digit, and names the GS1 prefix issuer.', ['ean', 'upc', 'barcode number', 'product code', 'isbn-13'])
