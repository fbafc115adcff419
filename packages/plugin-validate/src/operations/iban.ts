import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('iban', 'Checks an IBAN (ISO 13616): country, length, BBAN format and mod-97 check digits; extracts bank and branch codes.', ['bank account number', 'international bank account', 'sepa'])
