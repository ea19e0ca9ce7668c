import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { cx } from '@/shared/ui/class-names';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { FilePicker } from '@/shared/ui/file-picker';
import { useUploadMedia } from '../api/upload-media';
import { UploadProgress } from './upload-progress';

/**
 * Only what the server's sanitizer keeps and the portal shows well (sanitize-html.ts): headings
 * h2 to h4, paragraphs, bold, italic, lists, links and images from our own media. The other
 * marks and nodes of the starter kit are switched off, so pasted text loses them too.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
      HTMLAttributes: { rel: null, target: null },
    },
  }),
  Image.configure({ allowBase64: false }),
];

function ToolButton({
  label,
  active,
  onClick,
  children,
  disabled,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'min-w-9 rounded px-1.5 py-1 text-sm font-semibold text-ink hover:bg-surface disabled:opacity-50',
        active && 'bg-accent-soft text-accent-strong',
      )}
    >
      {children}
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string) ?? '');
  function apply() {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url)
      chain
        .setLink({ href: /^(https?:|mailto:|tel:|\/)/i.test(url) ? url : `https://${url}` })
        .run();
    else chain.unsetLink().run();
    onDone();
  }
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-line bg-surface p-2">
      <div className="min-w-56 flex-1 space-y-1">
        <label htmlFor={id} className={labelClasses}>
          Adres van de link
        </label>
        <input
          id={id}
          type="url"
          value={href}
          autoFocus
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onDone();
          }}
          className={inputClasses}
        />
      </div>
      <Button size="sm" onClick={apply}>
        Link opslaan
      </Button>
      <Button size="sm" variant="secondary" onClick={onDone}>
        Annuleren
      </Button>
    </div>
  );
}

function ImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const altRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function insert() {
    const altText = alt.trim();
    if (!file) {
      setError('Kies een afbeelding.');
      return;
    }
    // An image without a description is invisible to whoever cannot see it (WCAG 1.1.1).
    if (!altText) {
      setError('Beschrijf de afbeelding.');
      altRef.current?.focus();
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const media = await upload(file, { altText, onProgress: setProgress });
      editor
        .chain()
        .focus()
        .setImage({ src: media.source_url, alt: media.alt_text || altText })
        .run();
      onDone();
    } catch (cause) {
      setProgress(null);
      setError(cause instanceof Error ? cause.message : 'Uploaden is mislukt.');
    }
  }

  return (
    <div className="space-y-2 border-b border-line bg-surface p-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1">
          <label htmlFor={`${id}-file`} className={labelClasses}>
            Afbeelding
          </label>
          <FilePicker
            id={`${id}-file`}
            accept="image/jpeg,image/png,image/webp,image/gif"
            chosen={file?.name ?? null}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className="min-w-48 flex-1 space-y-1">
          <label htmlFor={`${id}-alt`} className={labelClasses}>
            Beschrijving (alt-tekst)
          </label>
          <input
            id={`${id}-alt`}
            ref={altRef}
            value={alt}
            required
            aria-required="true"
            aria-describedby={`${id}-alt-hint`}
            maxLength={500}
            onChange={(event) => setAlt(event.target.value)}
            className={inputClasses}
          />
          <p id={`${id}-alt-hint`} className="text-xs text-muted">
            Beschrijf de afbeelding voor wie haar niet kan zien
          </p>
        </div>
        <Button size="sm" onClick={() => void insert()} busy={progress !== null}>
          Invoegen
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone} disabled={progress !== null}>
          Annuleren
        </Button>
      </div>
      {progress !== null && <UploadProgress value={progress} label={file?.name ?? ''} />}
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}

export interface RichTextEditorProps {
  /** The HTML to start with; later changes of the prop are not applied (the editor owns it). */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  readOnly?: boolean;
}

/** The content field: TipTap with a toolbar of what the portal keeps. */
export function RichTextEditor({ initialHtml, onChange, labelId, readOnly }: RichTextEditorProps) {
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editable: !readOnly,
    immediatelyRender: true,
    // Its <style> element would be refused by the CSP; index.css has the rules instead.
    injectCSS: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text min-h-64 px-4 py-3 text-ink outline-none',
      },
    },
    // Empty paragraphs at the end are only the cursor's last place, no content.
    onUpdate: ({ editor: changed }) =>
      onChange(changed.isEmpty ? '' : changed.getHTML().replace(/(<p><\/p>)+$/, '')),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  return (
    <div className="overflow-hidden rounded-md border border-line bg-white focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30">
      {!readOnly && (
        <div
          role="toolbar"
          aria-label="Opmaak"
          // One row at 1280 (issue 25 item 16): short labels, tight gaps; a phone wraps it.
          className="flex flex-wrap gap-0.5 border-b border-line bg-white p-1"
        >
          <ToolButton
            label="Kop"
            active={state.h2}
            onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
          >
            Kop
          </ToolButton>
          <ToolButton
            label="Subkop"
            active={state.h3}
            onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
          >
            Subkop
          </ToolButton>
          <span aria-hidden="true" className="mx-0.5 w-px self-stretch bg-line" />
          <ToolButton
            label="Vet"
            active={state.bold}
            onClick={() => editor.chain().focus().toggleBold().run()}
          >
            <strong>B</strong>
          </ToolButton>
          <ToolButton
            label="Cursief"
            active={state.italic}
            onClick={() => editor.chain().focus().toggleItalic().run()}
          >
            <em>I</em>
          </ToolButton>
          <span aria-hidden="true" className="mx-0.5 w-px self-stretch bg-line" />
          <ToolButton
            label="Opsomming"
            active={state.bullet}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
          >
            • Opsomming
          </ToolButton>
          <ToolButton
            label="Nummering"
            active={state.ordered}
            onClick={() => editor.chain().focus().toggleOrderedList().run()}
          >
            1. Nummering
          </ToolButton>
          <span aria-hidden="true" className="mx-0.5 w-px self-stretch bg-line" />
          <ToolButton label="Link" active={state.link} onClick={() => setPanel('link')}>
            Link
          </ToolButton>
          <ToolButton label="Afbeelding invoegen" onClick={() => setPanel('image')}>
            Afbeelding
          </ToolButton>
        </div>
      )}
      {panel === 'link' && <LinkForm editor={editor} onDone={() => setPanel(null)} />}
      {panel === 'image' && <ImageForm editor={editor} onDone={() => setPanel(null)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
