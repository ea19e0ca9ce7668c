const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * The server's snippet (HTML whose only elements are <mark>) as plain text pieces, marked or
 * not. React renders them as text, so nothing in a snippet is ever parsed as HTML here.
 */
export function snippetParts(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>';
      continue;
    }
    const text = piece.replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => ENTITIES[name]!);
    if (text) parts.push({ text, marked });
  }
  return parts;
}
