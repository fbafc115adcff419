import { runJob } from './jobs.ts'

/** Worker-thread entry (see pool.ts): one job in, its answer out; EdiError's field and reason become a 400. */
export default runJob
