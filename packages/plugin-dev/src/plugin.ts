import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import codehostAltSearch from './operations/codehost-alt-search.ts'
import csvToJson from './operations/csv-to-json.ts'
import diffJson from './operations/diff-json.ts'
import flattenJson from './operations/flatten-json.ts'
import jsonToCsv from './operations/json-to-csv.ts'
import jsonToTypescript from './operations/json-to-typescript.ts'
import jsonToZod from './operations/json-to-zod.ts'
import jwtDecode from './operations/jwt-decode.ts'
import pkgjsSearch from './operations/pkgjs-search.ts'
import preflight from './operations/preflight.ts'
import qasiteSearch from './operations/qasite-search.ts'
import regexTest from './operations/regex-test.ts'
import rfc from './operations/rfc.ts'
import rustpkgSearch from './operations/rustpkg-search.ts'
import uuid from './operations/uuid.ts'
import { vocabulary } from './vocabulary.ts'

/** The dev group: tools computed on the host (no upstream), and searches of package registries, GitLab, Stack Exchange and the RFC index (no key needed). */
export const devPlugin = definePlugin({
  examples,
  group: 'dev',
  search: { vocabulary },
  operations: [
    csvToJson,
    jsonToCsv,
    diffJson,
    flattenJson,
    jsonToTypescript,
    jsonToZod,
    jwtDecode,
    regexTest,
    preflight,
    uuid,
    pkgjsSearch,
    rustpkgSearch,
    codehostAltSearch,
    qasiteSearch,
    rfc,
  ],
})
