// Only the endpoint-search benchmark, from the sources: `pnpm exec tsx --conditions=@svc/source scripts/bench/search-only.ts [iterations]`.
import { benchSearch } from './search.ts'

benchSearch(Number(process.argv[2] ?? 20000))
