/**
 * An OFX body as well-formed XML. OFX 1.x is SGML: a leaf element (`<TRNAMT>-12.50`) has no closing tag, only an
 * aggregate (`<STMTTRN>` … `</STMTTRN>`) has one, and text may hold a bare `&` (`M&S`). OFX 2 is XML already and
 * comes through unchanged in meaning. A tag with text after it is a leaf and is closed at once (its own closing tag,
 * when the file has one, is then passed over); a tag without text is an aggregate when the file closes that name
 * somewhere and the next tag is not its own closing one, else an empty leaf. Tag names are upper-cased, as OFX is
 * case-insensitive.
 */

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9._]*)\s*(\/?)>([^<]*)/g;

interface Token {
  closing: boolean;
  selfClosing: boolean;
  name: string;
  text: string;
}

/** Text made safe for XML: a bare `&` escaped (an entity already written stays), `>` escaped. */
function escapeText(text: string): string {
  return text.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;').replace(/>/g, '&gt;');
}

function tokensOf(body: string): Token[] {
  return [...body.matchAll(TAG)].map((m) => ({
    closing: m[1] === '/',
    selfClosing: m[3] === '/',
    name: (m[2] ?? '').toUpperCase(),
    text: (m[4] ?? '').trim(),
  }));
}

/** Closes the open aggregates down to the named one (all of them for null), innermost first. */
function closeUpTo(name: string | null, open: string[], out: string[]): void {
  for (let last = open.pop(); last !== undefined; last = open.pop()) {
    out.push(`</${last}>`);
    if (last === name) return;
  }
}

/** The XML of the OFX body (from `<OFX>` on), or null when the text has no `<OFX>`. */
export function ofxToXml(content: string): string | null {
  const start = content.search(/<OFX\s*>/i);
  if (start < 0) return null;
  const tokens = tokensOf(content.slice(start));
  const closedNames = new Set(tokens.filter((t) => t.closing).map((t) => t.name));
  const out: string[] = [];
  const open: string[] = [];
  let skipClosing: string | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) continue;
    const { name } = token;
    if (token.closing) {
      if (skipClosing === name) skipClosing = null;
      else if (open.includes(name)) closeUpTo(name, open, out);
      continue;
    }
    skipClosing = null;
    const next = tokens[i + 1];
    const closedNext = next !== undefined && next.closing && next.name === name;
    if (token.selfClosing) out.push(`<${name}></${name}>`);
    else if (token.text !== '') {
      out.push(`<${name}>${escapeText(token.text)}</${name}>`);
      skipClosing = name;
    } else if (closedNames.has(name) && !closedNext) {
      out.push(`<${name}>`);
      open.push(name);
    } else {
      out.push(`<${name}></${name}>`);
      if (closedNext) skipClosing = name;
    }
  }
  closeUpTo(null, open, out);
  return out.join('\n');
}
