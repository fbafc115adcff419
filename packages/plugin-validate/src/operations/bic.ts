import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('bic', 'Checks a BIC / SWIFT code (ISO 9362) and splits it into institution, country, location and branch.', ['swift code', 'bank identifier code', 'swift bic', 'wire transfer'])
