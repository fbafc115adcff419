import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('gln', 'Checks a GS1 Global Location Number (13 digits, mod-10 check digit) and names the GS1 prefix issuer.', ['global location number', 'gs1 location', 'party identifier'])
