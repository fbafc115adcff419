// `pnpm bench --channels [--quick] [--disk] [--profile=<file>] [--thread-load]`: only the channels section, from the sources
// (`--thread-load`: the load generator in a worker thread of the host's process, as before, not a process of its own;
// the stand-in facilitator runs in a process of its own either way: facilitator-process.ts).
import { availableParallelism, loadavg } from 'node:os'
import { benchChannels, channelGoals, goalLine } from './channels.ts'

const profile = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length)
const figures = await benchChannels(process.argv.includes('--quick') ? 150 : 450, 8, { disk: process.argv.includes('--disk'), profile, threadLoad: process.argv.includes('--thread-load') })
const [load1, load5] = loadavg()
console.log(`\nsummary (load average ${load1!.toFixed(2)} / ${load5!.toFixed(2)} over 1 / 5 min, ${availableParallelism()} cores)`)
const [ratio, cpu, claims] = channelGoals(figures)
console.log(goalLine(ratio!))
console.log(goalLine(cpu!))
if (figures.mainCpuMicros) console.log(`    of which on the server's main thread                      ${(figures.mainCpuMicros.voucher / 1000).toFixed(3)} ms (free call ${(figures.mainCpuMicros.free / 1000).toFixed(3)} ms)`)
console.log(`    (host CPU: ${process.argv.includes('--thread-load') ? "every thread of the process but the load generator's worker" : "the serving process's, every thread; the load generator runs in a process of its own"}; served over HTTP on 127.0.0.1)`)
console.log(goalLine(claims!))
