// A small well-formedness checker for the price index chart (XML 1.0 subset: declaration, elements, attributes,
// text, comments, CDATA, character and the five predefined entity references). Throws on the first error and
// returns the element tree, so tests can look inside the SVG without a DOM or a new dependency.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_:][A-Za-z0-9._:-]*/;
const REFERENCE = /^&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  let out = '';
  for (let i = 0; i < raw.length; ) {
    if (raw[i] === '&') {
      const match = REFERENCE.exec(raw.slice(i));
      if (!match) throw new Error(`bad entity reference in ${where}: ${raw.slice(i, i + 12)}`);
      const body = match[0].slice(1, -1);
      out += body.startsWith('#x') ? String.fromCodePoint(parseInt(body.slice(2), 16)) : body.startsWith('#') ? String.fromCodePoint(Number(body.slice(1))) : ENTITIES[body];
      i += match[0].length;
    } else {
      if (raw[i] === '<') throw new Error(`"<" not allowed in ${where}`);
      out += raw[i];
      i += 1;
    }
  }
  return out;
}

export function parseXml(source: string): XmlElement {
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const fail = (message: string): never => {
    throw new Error(`${message} at offset ${i}: ${JSON.stringify(source.slice(i, i + 40))}`);
  };
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) fail('unterminated XML declaration');
    i = end + 2;
  }
  while (i < source.length) {
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      if (end < 0) fail('unterminated comment');
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', i)) {
      if (stack.length === 0) fail('CDATA outside the root element');
      const end = source.indexOf(']]>', i);
      if (end < 0) fail('unterminated CDATA');
      stack.at(-1)!.text += source.slice(i + 9, end);
      i = end + 3;
    } else if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i);
      if (end < 0) fail('unterminated processing instruction');
      i = end + 2;
    } else if (source.startsWith('</', i)) {
      const name = NAME.exec(source.slice(i + 2))?.[0] ?? fail('bad end tag');
      const open = stack.pop();
      if (!open || open.name !== name) fail(`end tag </${name}> does not match <${open?.name ?? '(none)'}>`);
      i += 2 + name.length;
      while (/\s/.test(source[i] ?? '')) i += 1;
      if (source[i] !== '>') fail('end tag not closed');
      i += 1;
    } else if (source[i] === '<') {
      if (root && stack.length === 0) fail('second root element');
      const name = NAME.exec(source.slice(i + 1))?.[0] ?? fail('bad start tag');
      i += 1 + name.length;
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else root = element;
      for (;;) {
        const spaced = /^\s+/.exec(source.slice(i));
        if (spaced) i += spaced[0].length;
        if (source.startsWith('/>', i)) {
          i += 2;
          break;
        }
        if (source[i] === '>') {
          i += 1;
          stack.push(element);
          break;
        }
        if (!spaced) fail('attributes must be separated by white space');
        const attribute = NAME.exec(source.slice(i))?.[0] ?? fail('bad attribute name');
        i += attribute.length;
        if (source[i] !== '=') fail(`attribute ${attribute} has no value`);
        const quote = source[i + 1];
        if (quote !== '"' && quote !== "'") fail(`attribute ${attribute} value is not quoted`);
        const end = source.indexOf(quote!, i + 2);
        if (end < 0) fail('unterminated attribute value');
        if (attribute in element.attributes) fail(`duplicate attribute ${attribute}`);
        element.attributes[attribute] = decode(source.slice(i + 2, end), `attribute ${attribute}`);
        i = end + 1;
      }
    } else {
      const next = source.indexOf('<', i);
      const raw = source.slice(i, next < 0 ? source.length : next);
      if (stack.length === 0) {
        if (raw.trim() !== '') fail('text outside the root element');
      } else stack.at(-1)!.text += decode(raw, `<${stack.at(-1)!.name}> text`);
      i += raw.length;
    }
  }
  if (stack.length > 0) throw new Error(`unclosed element <${stack.at(-1)!.name}>`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element of the tree, depth first. */
export function allElements(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(allElements)];
}
