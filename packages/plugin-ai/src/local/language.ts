/**
 * The language of a text by eld (the Efficient Language Detector, n-gram statistics of 60
 * languages): a BCP-47 primary tag when the detector finds it reliable, else `und`. The
 * database loads on first use.
 */
export async function detectLanguage(text: string): Promise<string> {
  const { eld } = await import('eld/medium')
  const result = eld.detect(text)
  return result.language && result.isReliable() ? result.language : 'und'
}
