import { identifierOperation } from '../identifier-operation.ts'

export default identifierOperation('lei', 'Checks a Legal Entity Identifier (ISO 17442, ISO 7064 MOD 97-10 check digits).', ['legal entity identifier', 'gleif', 'company identifier'])
