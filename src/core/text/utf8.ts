// How many bytes a text takes in UTF-8: a file's size where only its decoded text is at hand (the
// readers decode UTF-8 strictly, byte order mark kept, so the text's bytes are the file's).

export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Two units of a surrogate pair are four bytes; other units past U+007F two or three.
    if (c >= 0x80) bytes += c < 0x800 ? 1 : c >= 0xd800 && c <= 0xdfff ? 1 : 2;
  }
  return bytes;
}
