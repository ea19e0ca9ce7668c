// fontkit (pdfkit's font engine) ships no types; we only parse a font once and hand it to
// pdfkit, which takes any object with its font methods.
declare module 'fontkit' {
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
