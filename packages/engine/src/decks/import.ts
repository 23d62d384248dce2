/**
 * Deck import (issue 27): a file a player brings — our deck-file format (docs/DECKS.md) or a
 * LackeyCCG `.dek` deck — read into deck-file text, or every problem, each naming its line.
 *
 * The LackeyCCG `.dek` format, as far as public sources establish it (docs/DECKS.md, "Import"): an
 * XML document whose root is `<deck version="...">`, with an optional `<meta>` block (title, game,
 * ...) and one or more `<superzone name="...">` blocks; each holds one `<card>` element per copy,
 * with `<name id="...">Card Name</name>` and `<set>Set Name</set>`. Lackey finds cards by name; the
 * `id` and the superzone names belong to each game's plugin. What the Star Trek plugin puts there
 * could not be established, so the import reads the cards of every superzone by name, uses `<set>`
 * only to choose between cards of one name (when it names one of our sets), and ignores the ids.
 *
 * Pure: reads the card facts. Never throws on bad input.
 */
import { SET_CODES } from '../cards/blueprints.ts';
import type { SetKey } from '../cards/blueprints.ts';
import { SET_NAMES, cardFinder, normaliseCardName, parseDeckFile } from './deck-file.ts';
import type { CardFinder, DeckCard, DeckCardRef } from './deck-file.ts';
import { exportDeckFile } from './export.ts';

/** The largest file the import reads: 64 KB, as a deck the server keeps. */
export const MAX_IMPORT_BYTES = 64 * 1024;

export type ImportErrorKind = 'malformed' | 'unknown' | 'ambiguous' | 'empty' | 'too-large';

export interface ImportError {
  /** The line of the file (from 1). */
  readonly line: number;
  /** What stands on that line (trimmed, at most 200 characters). */
  readonly text: string;
  readonly kind: ImportErrorKind;
  readonly message: string;
  readonly candidates: readonly DeckCardRef[];
}

export type DeckImport =
  | { readonly ok: true; readonly format: 'deck-file' | 'lackey-dek'; readonly text: string; readonly cards: readonly DeckCard[] }
  | { readonly ok: false; readonly format: 'deck-file' | 'lackey-dek'; readonly errors: readonly ImportError[] };

export interface LackeyDek {
  readonly ok: boolean;
  readonly cards: readonly DeckCard[];
  readonly errors: readonly ImportError[];
  /** The deck's title from `<meta><title>`, when it has one. */
  readonly title: string | null;
}

// ---- a small XML reader: elements, attributes, text, entities, comments, CDATA; lines kept ------

interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: (XmlElement | string)[];
  readonly line: number;
}

class XmlError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(s: string, line: number): string {
  return s.replace(/&([^;&\s]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new XmlError(line, `a "&" that starts no entity (write "&amp;" for "&")`);
    if (body in ENTITIES) return ENTITIES[body]!;
    const m = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body);
    if (m) {
      const code = m[1] !== undefined ? parseInt(m[1], 16) : Number(m[2]);
      if (code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)) return String.fromCodePoint(code);
    }
    throw new XmlError(line, `the entity "&${body};" is not one XML knows`);
  });
}

function parseXml(text: string): XmlElement {
  const newlines: number[] = [];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) newlines.push(i);
  const lineAt = (pos: number) => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid]! < pos) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const stack: { name: string; attrs: Record<string, string>; children: (XmlElement | string)[]; line: number }[] = [];
  let root: XmlElement | null = null;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipTo = (end: string, what: string) => {
    const j = text.indexOf(end, i);
    if (j < 0) throw new XmlError(lineAt(i), `${what} is never closed (no "${end}")`);
    const body = text.slice(i, j);
    i = j + end.length;
    return body;
  };
  const addChild = (c: XmlElement | string, at: number) => {
    const top = stack[stack.length - 1];
    if (top) top.children.push(c);
    else if (typeof c === 'string') {
      if (c.trim() !== '') throw new XmlError(lineAt(at), 'text outside the <deck> element');
    } else if (root) throw new XmlError(c.line, `a second top-level element <${c.name}> after <${root.name}>`);
    else root = c;
  };
  while (i < text.length) {
    const start = i;
    if (text.startsWith('<?', i)) {
      i += 2;
      skipTo('?>', 'a processing instruction ("<?")');
    } else if (text.startsWith('<!--', i)) {
      i += 4;
      skipTo('-->', 'a comment ("<!--")');
    } else if (text.startsWith('<![CDATA[', i)) {
      i += 9;
      const body = skipTo(']]>', 'a CDATA section');
      if (stack.length === 0) throw new XmlError(lineAt(start), 'text outside the <deck> element');
      addChild(body, start);
    } else if (text.startsWith('<!', i)) {
      // <!DOCTYPE ...>, possibly with an internal subset in brackets
      const close = text.indexOf('>', i);
      const bracket = text.indexOf('[', i);
      if (bracket >= 0 && (close < 0 || bracket < close)) {
        i = bracket;
        skipTo(']', 'a DOCTYPE');
        skipTo('>', 'a DOCTYPE');
      } else {
        i += 2;
        skipTo('>', 'a declaration ("<!")');
      }
    } else if (text.startsWith('</', i)) {
      i += 2;
      NAME.lastIndex = i;
      const m = NAME.exec(text);
      if (!m) throw new XmlError(lineAt(start), 'a closing tag with no name');
      i = NAME.lastIndex;
      while (i < text.length && /\s/.test(text[i]!)) i++;
      if (text[i] !== '>') throw new XmlError(lineAt(start), `the closing tag </${m[0]}> is not closed with ">"`);
      i++;
      const top = stack.pop();
      if (!top) throw new XmlError(lineAt(start), `</${m[0]}> closes an element that was never opened`);
      if (top.name !== m[0]) throw new XmlError(lineAt(start), `</${m[0]}> where </${top.name}> was expected (the <${top.name}> opened on line ${top.line})`);
      addChild({ name: top.name, attrs: top.attrs, children: top.children, line: top.line }, start);
    } else if (text[i] === '<') {
      i += 1;
      NAME.lastIndex = i;
      const m = NAME.exec(text);
      if (!m) throw new XmlError(lineAt(start), 'a "<" that starts no tag (write "&lt;" for "<")');
      i = NAME.lastIndex;
      const attrs: Record<string, string> = {};
      for (;;) {
        const ws = i;
        while (i < text.length && /\s/.test(text[i]!)) i++;
        if (text.startsWith('/>', i)) {
          i += 2;
          addChild({ name: m[0], attrs, children: [], line: lineAt(start) }, start);
          break;
        }
        if (text[i] === '>') {
          i += 1;
          stack.push({ name: m[0], attrs, children: [], line: lineAt(start) });
          break;
        }
        if (i >= text.length) throw new XmlError(lineAt(start), `the tag <${m[0]}> is never closed with ">"`);
        if (i === ws) throw new XmlError(lineAt(i), `the tag <${m[0]}> is malformed`);
        NAME.lastIndex = i;
        const a = NAME.exec(text);
        if (!a) throw new XmlError(lineAt(i), `the tag <${m[0]}> holds something that is not an attribute`);
        i = NAME.lastIndex;
        while (i < text.length && /\s/.test(text[i]!)) i++;
        if (text[i] !== '=') throw new XmlError(lineAt(i), `the attribute ${a[0]} of <${m[0]}> has no value`);
        i++;
        while (i < text.length && /\s/.test(text[i]!)) i++;
        const q = text[i];
        if (q !== '"' && q !== "'") throw new XmlError(lineAt(i), `the value of ${a[0]} in <${m[0]}> is not in quotes`);
        const end = text.indexOf(q, i + 1);
        if (end < 0) throw new XmlError(lineAt(i), `the value of ${a[0]} in <${m[0]}> is never closed`);
        if (a[0] in attrs) throw new XmlError(lineAt(i), `<${m[0]}> has the attribute ${a[0]} twice`);
        attrs[a[0]] = decodeEntities(text.slice(i + 1, end), lineAt(i));
        i = end + 1;
      }
    } else {
      const next = text.indexOf('<', i);
      const end = next < 0 ? text.length : next;
      const raw = text.slice(i, end);
      i = end;
      addChild(decodeEntities(raw, lineAt(start)), start);
    }
  }
  const open = stack.pop();
  if (open) throw new XmlError(open.line, `the element <${open.name}> is never closed`);
  if (!root) throw new XmlError(1, 'the file holds no XML element');
  return root;
}

const textOf = (e: XmlElement): string => e.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
const childrenNamed = (e: XmlElement, name: string): XmlElement[] => e.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name.toLowerCase() === name);

/** Our set a `<set>` names ("Premiere", "premiere", "101", "Alternate Universe", "AU"...), or null. */
function setOf(s: string): SetKey | null {
  const k = normaliseCardName(s);
  if (k === '') return null;
  for (const [key, name] of Object.entries(SET_NAMES) as [SetKey, string][]) {
    if (k === normaliseCardName(name) || k === normaliseCardName(key) || k === SET_CODES[key]) return key;
  }
  if (k === 'au') return 'alternate-universe';
  if (k === 'intro' || k === '2pg' || k === 'introductorytwoplayergame' || k === 'introductory2playergame') return 'intro-2pg';
  return null;
}

const shown = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.length > 200 ? `${t.slice(0, 199)}…` : t;
};

let finder: CardFinder | null = null;
const defaultFinder = () => (finder ??= cardFinder());

function tooLarge(text: string): ImportError | null {
  const bytes = new TextEncoder().encode(text).length;
  return bytes > MAX_IMPORT_BYTES ? { line: 1, text: '', kind: 'too-large', message: `the file is ${bytes} bytes long; a deck file may be at most ${MAX_IMPORT_BYTES} bytes (64 KB)`, candidates: [] } : null;
}

/**
 * Reads a LackeyCCG `.dek` deck: every card of every superzone, by name. Every card that names
 * no card of ours, or several, is an error naming its line; bad XML is one error naming the line.
 */
export function parseLackeyDek(xml: string, cards: CardFinder = defaultFinder()): LackeyDek {
  const big = tooLarge(xml);
  if (big) return { ok: false, cards: [], errors: [big], title: null };
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (e) {
    if (!(e instanceof XmlError)) throw e;
    const lines = xml.split(/\r\n|\r|\n/);
    return { ok: false, cards: [], errors: [{ line: e.line, text: shown(lines[e.line - 1] ?? ''), kind: 'malformed', message: `not a well-formed XML file: ${e.message}`, candidates: [] }], title: null };
  }
  const lines = xml.split(/\r\n|\r|\n/);
  const lineText = (n: number) => shown(lines[n - 1] ?? '');
  if (root.name.toLowerCase() !== 'deck') {
    return { ok: false, cards: [], errors: [{ line: root.line, text: lineText(root.line), kind: 'malformed', message: `a LackeyCCG deck's top element is <deck>; this file's is <${root.name}>`, candidates: [] }], title: null };
  }
  const title = childrenNamed(root, 'meta').flatMap((m) => childrenNamed(m, 'title')).map((t) => textOf(t).trim()).find((t) => t !== '') ?? null;
  const errors: ImportError[] = [];
  const totals = new Map<string, number>();
  for (const zone of childrenNamed(root, 'superzone')) {
    for (const card of childrenNamed(zone, 'card')) {
      const nameEl = childrenNamed(card, 'name')[0];
      const line = nameEl?.line ?? card.line;
      const bad = (kind: ImportErrorKind, message: string, candidates: DeckCardRef[] = []) => errors.push({ line, text: lineText(line), kind, message, candidates });
      const name = nameEl ? textOf(nameEl).trim() : '';
      if (name === '') {
        bad('malformed', 'a <card> with no <name>');
        continue;
      }
      let found = cards.find(name);
      if (found.length > 1) {
        const setEl = childrenNamed(card, 'set')[0];
        const set = setEl ? setOf(textOf(setEl)) : null;
        const inSet = set ? found.filter((c) => c.set === set) : [];
        if (inSet.length >= 1) found = inSet;
      }
      if (found.length === 1) {
        const id = found[0]!.blueprintId;
        totals.set(id, (totals.get(id) ?? 0) + 1);
      } else if (found.length > 1) {
        bad('ambiguous', `"${name}" names ${found.length} cards and its <set> does not tell them apart; write the blueprint id of the one you mean`, found);
      } else {
        const near = cards.near(name);
        bad('unknown', `no card is named "${name}"${near.length > 0 ? '; did you mean one of the cards listed?' : ''}`, near);
      }
    }
  }
  const list = [...totals].map(([blueprintId, count]) => ({ blueprintId, count }));
  if (list.length === 0 && errors.length === 0) {
    errors.push({ line: root.line, text: lineText(root.line), kind: 'empty', message: 'the deck holds no cards (no <card> in any <superzone>)', candidates: [] });
  }
  return { ok: errors.length === 0, cards: list, errors, title };
}

/** Whether a file is a LackeyCCG deck: its name ends in .dek, or its text starts like XML. */
export function isLackeyDek(text: string, fileName?: string): boolean {
  if (fileName !== undefined && /\.dek$/i.test(fileName.trim())) return true;
  return /^\uFEFF?\s*<(?:\?xml|!DOCTYPE|deck[\s>])/i.test(text);
}

/**
 * A file a player imports, as deck-file text with type headings (exportDeckFile), or every
 * problem naming its line: a LackeyCCG `.dek` (by its file name or its XML), else a deck file.
 * An empty file, one over MAX_IMPORT_BYTES, or one whose lines name no card is refused.
 */
export function importDeckText(text: string, fileName?: string, cards: CardFinder = defaultFinder()): DeckImport {
  if (isLackeyDek(text, fileName)) {
    const dek = parseLackeyDek(text, cards);
    if (!dek.ok) return { ok: false, format: 'lackey-dek', errors: dek.errors };
    return { ok: true, format: 'lackey-dek', text: exportDeckFile(dek.cards, dek.title ? { title: dek.title } : {}, cards), cards: dek.cards };
  }
  const big = tooLarge(text);
  if (big) return { ok: false, format: 'deck-file', errors: [big] };
  const parsed = parseDeckFile(text, cards);
  if (!parsed.ok) return { ok: false, format: 'deck-file', errors: parsed.errors.map((e) => ({ ...e })) };
  if (parsed.cards.length === 0) return { ok: false, format: 'deck-file', errors: [{ line: 1, text: shown(text.split(/\r\n|\r|\n/)[0] ?? ''), kind: 'empty', message: 'the file names no card: a deck file has one "COUNT CARD" line per card (docs/DECKS.md)', candidates: [] }] };
  return { ok: true, format: 'deck-file', text: exportDeckFile(parsed.cards, {}, cards), cards: parsed.cards };
}
