import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('isin', 'Checks an ISIN (ISO 6166) security identifier: prefix, NSIN and Luhn check digit; extracts the CUSIP of US and Canadian ISINs.', ['security identifier', 'international securities', 'stock', 'bond'])
