// What a web page bundles: the client and a viem account to pay with.
import { privateKeyToAccount } from 'viem/accounts'
import { createClient } from '../src/index.ts'

;(globalThis as Record<string, unknown>).svc = { createClient, privateKeyToAccount }
