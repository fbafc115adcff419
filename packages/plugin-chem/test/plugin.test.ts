import { testPlugin } from '@svc/core/testing'
import { chemPlugin } from '../src/index.ts'

// The example reaches PubChem on the fixture server, answered with the files of compound.test.ts.
testPlugin(chemPlugin, {
  routes: {
    'GET /rest/pug/compound/cid/2244/property/Title,IUPACName,MolecularFormula,MolecularWeight,ExactMass,SMILES,ConnectivitySMILES,InChI,InChIKey,XLogP,Charge/JSON': { file: 'pubchem/aspirin-properties.json' },
    'GET /rest/pug/compound/cid/2244/synonyms/JSON': { file: 'pubchem/aspirin-synonyms.json' },
  },
})
