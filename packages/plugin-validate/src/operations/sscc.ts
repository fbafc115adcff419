import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('sscc', 'Checks an SSCC shipping container code (18 digits, GS1 mod-10 check digit, optional AI 00).', ['serial shipping container', 'pallet label', 'logistics unit'])
