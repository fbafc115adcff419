import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('cusip', 'Checks a CUSIP security identifier (9 characters, modulus-10 double-add-double check digit).', ['security identifier', 'us security', 'bond', 'stock identifier'])
