/** Text as a statement line keeps it: runs of spaces, tabs and line breaks made one space, and trimmed. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Pieces of text joined with a space, the empty ones and repeats left out. */
export function joinText(pieces: readonly string[]): string {
  const kept: string[] = [];
  for (const piece of pieces.map(cleanText)) if (piece !== '' && !kept.includes(piece)) kept.push(piece);
  return kept.join(' ');
}

/** A value as a problem quotes it: at most 60 characters. */
export function quoted(text: string): string {
  const clean = cleanText(text);
  return `"${clean.length > 60 ? `${clean.slice(0, 59)}…` : clean}"`;
}
