import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { runEdi } from '../pool.ts'
import { ediText } from './limits.ts'
import { onHost } from './source.ts'

export interface ParseOperation {
  name: string
  description: string
  /** What the `edi` body member holds, for its description. */
  document: string
  keywords: string[]
  /** The pool job that parses this syntax. */
  kind: 'x12-parse' | 'edifact-parse'
}

/** A parse operation of one syntax (X12 `parse`, EDIFACT `edifact`): the document in, its JSON form from the worker pool out. */
export const parseOperation = ({ name, description, document, keywords, kind }: ParseOperation) =>
  defineOperation({
    name,
    sources: [onHost],
    method: 'POST',
    description,
    input: v.strictObject({
      edi: ediText(document),
    }),
    response: 'legacy',
    keywords,
    handler: ({ input, signal }) => runEdi({ kind, edi: input.edi }, signal),
  })
