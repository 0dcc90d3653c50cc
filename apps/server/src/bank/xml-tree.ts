/**
 * Reading the tree fast-xml-parser makes of a statement without trusting its shape: every step checks what it finds,
 * so a file missing an element, or holding one where a list was expected, reads as empty, never as a crash.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node reached by following the element names from this one, or undefined (the first of a list at each step). */
export function at(node: unknown, ...names: string[]): unknown {
  let here: unknown = node;
  for (const name of names) {
    const first: unknown = Array.isArray(here) ? here[0] : here;
    here = isRecord(first) && Object.hasOwn(first, name) ? first[name] : undefined;
  }
  return here;
}

/** The node as a list: a list as it is, one node as a list of one, nothing as none. */
export function all(node: unknown): unknown[] {
  if (Array.isArray(node)) return node;
  return node === undefined || node === null ? [] : [node];
}

/** The text of an element (of the first, for a list), with or without attributes; '' for none or an aggregate. */
export function textOf(node: unknown): string {
  const first: unknown = Array.isArray(node) ? node[0] : node;
  if (typeof first === 'string') return first.trim();
  if (isRecord(first)) {
    const text = first['#text'];
    return typeof text === 'string' ? text.trim() : '';
  }
  return '';
}

/** The text at the path from this node: `textAt(entry, 'BookgDt', 'Dt')`. */
export function textAt(node: unknown, ...names: string[]): string {
  return textOf(at(node, ...names));
}

/** An attribute's value, as fast-xml-parser keeps it (`@_Ccy`), or ''. */
export function attributeOf(node: unknown, name: string): string {
  const first: unknown = Array.isArray(node) ? node[0] : node;
  if (!isRecord(first)) return '';
  const value = first[`@_${name}`];
  return typeof value === 'string' ? value.trim() : '';
}

/** Every node under this one (at any depth, in document order) kept under one of the names. */
export function findAll(node: unknown, names: ReadonlySet<string>, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const item of node) findAll(item, names, found);
  else if (isRecord(node))
    for (const [key, value] of Object.entries(node)) {
      if (names.has(key)) found.push(...all(value));
      else findAll(value, names, found);
    }
  return found;
}
