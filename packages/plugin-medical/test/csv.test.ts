import { describe, expect, it } from 'vitest'
import { csvRows, decodeText } from '../src/csv.ts'

describe('csvRows', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    expect(csvRows('a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\nlast,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
      ['last', '', ''],
    ])
  })
  it('keeps a last line without a line break', () => expect(csvRows('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]))
})

describe('decodeText', () => {
  it('reads UTF-8, without its byte order mark', () => expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x43, 0xc3, 0xa9]))).toBe('Cé'))
  it('falls back to Windows-1252 for bytes that are not UTF-8', () => expect(decodeText(new Uint8Array([0x43, 0x92, 0x73]))).toBe('C\u2019s'))
})
