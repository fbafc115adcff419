import { testPlugin } from '@svc/core/testing'
import { bioPlugin } from '../src/index.ts'

// The examples reach NCBI, UniProt and GBIF on the fixture server, answered with the files of bio.test.ts.
testPlugin(bioPlugin, {
  routes: {
    'GET /entrez/eutils/esearch.fcgi': { file: 'ncbi/esearch-tp53.json' },
    'GET /entrez/eutils/esummary.fcgi': { file: 'ncbi/esummary-7157.json' },
    'GET /uniprotkb/search': { file: 'uniprot/search-tp53.json' },
    'GET /uniprotkb/P04637.json': { file: 'uniprot/P04637.json' },
    'GET /v1/species/match': { file: 'gbif/match-puma.json' },
    'GET /v1/species/2435099/vernacularNames': { file: 'gbif/vernacular-2435099.json' },
    'GET /v1/occurrence/search': { file: 'gbif/occurrences-2435099.json' },
  },
})
