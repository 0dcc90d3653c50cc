/** A piece of a message's text: plain words, or a link with the words it shows. */
export type TextPart = { text: string } | { href: string; label: string };

const LINK = /\((\w[\w ]*): (https?:\/\/[^\s)]+)\)|(https?:\/\/[^\s)]+)/g;

/**
 * A notice's text in pieces, its addresses made links (#28 item 14): "(map: https://…)" becomes "(" + a link reading
 * "map" + ")", and any other address a link showing itself. The email's HTML and the inbox both draw these pieces; the
 * plain-text email keeps the text as it is.
 */
export function textLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const found of text.matchAll(LINK)) {
    const [whole, label, labelled, bare] = found;
    const start = found.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    if (labelled) parts.push({ text: '(' }, { href: labelled, label: label! }, { text: ')' });
    else parts.push({ href: bare!, label: bare! });
    at = start + whole.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
