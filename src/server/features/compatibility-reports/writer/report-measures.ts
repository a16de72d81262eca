/** Text measures for the consistency suite: repeated sentences and word-trigram similarity. */

/** The sentences of a markdown text, headings left out (they are shared structure). */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .flatMap((line) => line.split(/(?<=[.?!])\s+/))
    .map((s) =>
      s
        .replace(/^[>\-\d.\s*]+/, '')
        .replace(/\*/g, '')
        .trim()
        .toLowerCase(),
    )
    .filter((s) => s.split(/\s+/).length >= 5);
}

/** Sentences printed more than once across the texts (a member's whole set of reports). */
export function repeatedSentences(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const s of texts.flatMap(sentencesOf)) (seen.has(s) ? repeated : seen).add(s);
  return [...repeated];
}

const trigrams = (text: string) => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.slice(2).map((w, i) => `${words[i]} ${words[i + 1]} ${w}`));
};

/** Jaccard similarity of the two texts' word trigrams: 0 shares no phrasing, 1 is identical. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  const shared = [...ta].filter((t) => tb.has(t)).length;
  return shared / (ta.size + tb.size - shared || 1);
}
