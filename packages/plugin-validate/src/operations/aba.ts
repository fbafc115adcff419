import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('aba', 'Checks a US ABA bank routing number (9 digits, 3-7-1 checksum) and names its Federal Reserve district.', ['routing number', 'routing transit', 'us bank', 'ach', 'wire'])
