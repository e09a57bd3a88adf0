/** A `Content-Type` value: the lower-case `type/subtype` and its parameters (names lower-case, values as sent). */
export interface MediaType {
  readonly type: string;
  readonly parameters: ReadonlyMap<string, string>;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/;
const OWS = /^[ \t]*/;

/**
 * Parses a `Content-Type` header as RFC 9110 §8.3.1 writes it:
 * `type/subtype *( OWS ";" OWS name=( token / quoted-string ) )`. Null when
 * it does not parse or names a parameter twice: the part counter and the
 * body parser must read the same boundary, and a header two readers could
 * read differently (`x="boundary=decoy"; boundary=real`, or two boundaries)
 * is refused rather than guessed at (a decoy boundary once let 10,000 parts past the part limit).
 */
export function parseMediaType(header: string): MediaType | null {
  let rest = header.replace(OWS, '');
  const type = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\/([!#$%&'*+.^_`|~0-9A-Za-z-]+)/.exec(rest);
  if (!type) return null;
  rest = rest.slice(type[0].length).replace(OWS, '');
  const parameters = new Map<string, string>();
  while (rest !== '') {
    if (!rest.startsWith(';')) return null;
    rest = rest.slice(1).replace(OWS, '');
    if (rest === '' || rest.startsWith(';')) continue;
    const name = TOKEN.exec(rest)?.[0];
    if (!name || rest[name.length] !== '=') return null;
    rest = rest.slice(name.length + 1);
    let value: string;
    if (rest.startsWith('"')) {
      const quoted = /^"((?:[^"\\\r\n]|\\[^\r\n])*)"/.exec(rest);
      if (!quoted) return null;
      value = quoted[1]!.replace(/\\(.)/g, '$1');
      rest = rest.slice(quoted[0].length);
    } else {
      const token = TOKEN.exec(rest)?.[0];
      if (!token) return null;
      value = token;
      rest = rest.slice(token.length);
    }
    const key = name.toLowerCase();
    if (parameters.has(key)) return null;
    parameters.set(key, value);
    rest = rest.replace(OWS, '');
  }
  return { type: `${type[1]}/${type[2]}`.toLowerCase(), parameters };
}

/** A multipart boundary as RFC 2046 §5.1.1 allows it: 1 to 70 of its characters, not ending in a space. */
export const isMultipartBoundary = (boundary: string): boolean => /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary);
