// `pnpm bench`: speed measured as ratios against baselines run in the same command.
// It runs on the built packages (dist), as operators do: `pnpm bench` builds first.
import { benchColdStart } from './bench/cold-start.ts'
import { benchHeavy } from './bench/heavy.ts'
import { benchPayments } from './bench/payments.ts'
import { benchPipeline } from './bench/pipeline.ts'
import { benchSearch } from './bench/search.ts'
import { benchScan, benchStore } from './bench/store.ts'
import { benchUpstream } from './bench/upstream.ts'
import { benchVectors } from './bench/vectors.ts'

const quick = process.argv.includes('--quick')
await benchPipeline(quick ? 500 : 2000)
benchSearch(quick ? 2000 : 20000)
await benchPayments(quick ? 300 : 3000)
await benchStore(quick ? 500 : 2000)
await benchScan()
await benchUpstream(quick ? 50 : 200)
await benchVectors(quick ? [10_000] : [10_000, 100_000], quick ? 10 : 30)
await benchColdStart(quick ? 2 : 5)
await benchHeavy(quick ? 3 : 5)
