/**
 * The evaluation texts are plain text, shown as text everywhere (the portal, the PDF, the
 * e-mail), never as HTML, so markup in them is harmless and kept as typed. What is cleaned:
 * line ends become \n (the PDF keeps the line breaks), control characters other than tab and
 * line feed go (they render as boxes or break the PDF's text), and the text is NFC so "ë"
 * typed two ways is stored one way.
 */
export function plainText(text: string): string {
  return (
    text
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      .normalize('NFC')
  );
}
