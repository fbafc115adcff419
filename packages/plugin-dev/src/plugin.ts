import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'dev',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    csvToJson, //        POST /api/dev/csv-to-json         0.0025  papaparse
    jsonToCsv, //        POST /api/dev/json-to-csv         0.0025  papaparse
    diffJson, //         POST /api/dev/diff-json           0.0025  microdiff
    flattenJson, //      POST /api/dev/flatten-json        0.0025
    jsonToTypescript, // POST /api/dev/json-to-typescript  0.0025
    jsonToZod, //        POST /api/dev/json-to-zod         0.0025
    jwtDecode, //        POST /api/dev/jwt-decode          0.0025  node:crypto
    regexTest, //        POST /api/dev/regex-test          0.0025  worker thread, time limit
    preflight, //        POST /api/dev/preflight           0.0025
    uuid, //             GET  /api/dev/uuid                0.0025  uuid
    pkgjsSearch, //      GET  /api/dev/pkgjs-search          0.0036  npm registry /-/v1/search (plugin-registry's upstream)
    rustpkgSearch, //    GET  /api/dev/rustpkg-search        0.0036  crates.io /api/v1/crates
    codehostAltSearch, // GET /api/dev/codehost-alt-search   0.0036  GitLab /api/v4/projects?search=
    qasiteSearch, //     GET  /api/dev/qasite-search         0.0036  Stack Exchange /2.3/search/advanced
    rfc, //              GET  /api/dev/rfc                   0.003   RFC Editor /rfc/rfc<N>.json, IETF Datatracker search
  ],
})
