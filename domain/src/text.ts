// Rules for text people type: what counts as a visible character, and characters no text of the site may
// hold. JSON can carry things no keyboard produces (NUL, other control characters, half of a UTF-16
// surrogate pair), and a title made only of zero-width spaces passes a length check while showing nothing.

/**
 * Characters that show nothing on their own: spaces, control and format characters (zero-width space,
 * joiners, direction marks, the byte order mark, tag characters), combining marks (they decorate the
 * character before them), and letters and symbols that render blank (Hangul fillers, the braille blank).
 */
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]$/u

/** The number of characters in `text` that a reader can see. */
export function visibleLength(text: string): number {
  let count = 0
  for (const char of text) if (!INVISIBLE.test(char)) count++
  return count
}

/** Half of a surrogate pair without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text)
}

// eslint-disable-next-line no-control-regex -- control characters are what these patterns find
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/
// eslint-disable-next-line no-control-regex -- as above; tab, line feed and carriage return are allowed
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/**
 * True when the text holds something no field may store: a lone surrogate, NUL or another control
 * character (line breaks and tabs are allowed in multi-line text such as a description).
 */
export function hasForbiddenCharacters(text: string, { multiLine = false } = {}): boolean {
  return hasLoneSurrogate(text) || (multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text)
}
