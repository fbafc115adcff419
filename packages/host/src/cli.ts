#!/usr/bin/env node
import { runCli } from './cli/main.ts'

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
