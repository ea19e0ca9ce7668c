import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { authorName } from '@/shared/content/news-article';
import { usePageTitle } from '@/shared/routing/page-title';
import { useSession } from '@/shared/session/session-context';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { Notice } from '@/shared/ui/notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCategoryList } from '../api/categories';
import { useContentItem, type AdminItem } from '../api/content-items';
import { useContentWrites } from '../api/content-writes';
import { AttachmentsField } from '../components/attachments-field';
import { PreviewBody, PreviewDialog } from '../components/preview-dialog';
import { PublicationField } from '../components/publication-field';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import {
  draftFromItem,
  emptyDraft,
  isDirty,
  writeBody,
  type EditorDraft,
} from '../model/editor-draft';
import { amsterdamNow, plannedTimeError } from '../model/publication';
import { sectionPath, type ContentSection } from '../model/sections';
import { statusLabel, statusTone } from '../model/status';

/**
 * The editor (TipTap and ProseMirror, some 140 kB gzip) loads with this screen only, in a chunk
 * of its own, not with every Beheer screen (build/app-chunks.ts).
 */
const RichTextEditor = lazy(() =>
  import('../components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

interface FieldErrors {
  title?: string;
  categoryId?: string;
  plannedAt?: string;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Er is iets misgegaan. Probeer het opnieuw.';

/** Where the list of the section is, with the way back. */
function BackLink({ section }: { section: ContentSection }) {
  return (
    <Link
      to={sectionPath(section)}
      className="inline-flex items-center gap-1 text-sm font-medium text-accent underline hover:text-accent-strong"
    >
      <span aria-hidden="true">←</span> Terug naar {section.label.toLowerCase()}
    </Link>
  );
}

function useAuthorName(item: AdminItem | null): string {
  const user = useSession((state) => state.user);
  if (item && typeof item.author === 'object') return authorName(item.author);
  return user ? ([user.firstName, user.displayName].find(Boolean) ?? '') : '';
}

function previewDate(draft: EditorDraft, item: AdminItem | null): string {
  if (draft.publication === 'future' && draft.plannedAt) return draft.plannedAt;
  return item?.status === 'publish' ? item.date : amsterdamNow();
}

interface EditorProps {
  section: ContentSection;
  initialItem: AdminItem | null;
}

function ContentEditor({ section, initialItem }: EditorProps) {
  const ids = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [item, setItem] = useState(initialItem);
  const [saved, setSaved] = useState(() =>
    initialItem ? draftFromItem(initialItem, section) : emptyDraft(),
  );
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const [confirm, setConfirm] = useState<'trash' | 'delete' | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const flash = useFlash();
  const categories = useCategoryList(section.taxonomy);
  const writes = useContentWrites(section);
  const author = useAuthorName(item);
  const dirty = isDirty(draft, saved);
  usePageTitle(
    item ? `Beheer: ${item.title.raw ?? item.title.rendered}` : `Beheer: ${section.newLabel}`,
  );

  // A new item is saved and then opened at its own address; the notice comes along.
  const arrivedSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  const { show } = flash;
  useEffect(() => {
    if (arrivedSaved) show('success', 'Opgeslagen');
  }, [arrivedSaved, show]);

  const change = (patch: Partial<EditorDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function validate(next: EditorDraft): boolean {
    const found: FieldErrors = {};
    if (!next.title.trim()) found.title = 'Vul een titel in.';
    // Terms of employment and the knowledge base are read per category: an item without one
    // would be in no list of the portal.
    if (section.taxonomy && next.categoryId === null) found.categoryId = 'Kies een categorie.';
    if (next.publication === 'future') {
      const planned = plannedTimeError(next.plannedAt);
      if (planned) found.plannedAt = planned;
    }
    setErrors(found);
    // The first field to fix gets the focus (the planned time's own field shows its message).
    const first = found.title ? 'titel' : found.categoryId ? 'categorie' : undefined;
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
    return Object.keys(found).length === 0;
  }

  /**
   * Applies an answer of the server: the form now matches what is stored. The editor keeps its
   * own HTML (the stored one is its sanitized twin, with image links rewritten), so `content`
   * is what was sent, or else what the editor holds.
   */
  function settle(answer: AdminItem, content?: string) {
    const stored = draftFromItem(answer, section);
    // Synchronously, so the unsaved-changes guard knows before any navigation below.
    flushSync(() => {
      setItem(answer);
      setSaved({ ...stored, content: content ?? stored.content });
      setDraft((current) => ({ ...stored, content: content ?? current.content }));
    });
  }

  async function save(next: EditorDraft = draft) {
    setFailure(null);
    if (!validate(next)) return;
    try {
      const answer = await writes.save.mutateAsync({
        id: item?.id ?? null,
        body: writeBody(next, section, item ? saved : null),
      });
      settle(answer, next.content);
      if (!item) {
        navigate(`${sectionPath(section)}/${answer.id}`, { replace: true, state: { saved: true } });
        return;
      }
      flash.show('success', 'Opgeslagen');
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  async function restore() {
    setFailure(null);
    try {
      const answer = await writes.setStatus.mutateAsync({ id: item!.id, status: 'draft' });
      settle(answer);
      flash.show('success', 'Teruggezet als concept');
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  async function confirmed() {
    setConfirmError(null);
    try {
      if (confirm === 'trash') {
        settle(await writes.trash.mutateAsync(item!.id));
        setConfirm(null);
        flash.show('success', 'Naar de prullenbak verplaatst');
      } else {
        await writes.remove.mutateAsync(item!.id);
        flushSync(() => setSaved(draft));
        navigate(sectionPath(section), { replace: true });
      }
    } catch (error) {
      setConfirmError(errorText(error));
    }
  }

  const trashed = item?.status === 'trash';
  const heading = item
    ? (item.title.raw ?? item.title.rendered) || '(zonder titel)'
    : section.newLabel;

  return (
    <>
      <BackLink section={section} />
      <form
        noValidate
        aria-labelledby={`${ids}-kop`}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="space-y-4"
      >
        <Card>
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h1 id={`${ids}-kop`} className="text-2xl font-semibold break-words text-ink">
                {heading}
              </h1>
              {item && (
                <p className="flex items-center gap-2 text-sm text-muted">
                  <Badge tone={statusTone(item.status)}>{statusLabel(item.status)}</Badge>
                  {dirty && <span>Niet opgeslagen wijzigingen</span>}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setPreview(true)}>
                Voorbeeld
              </Button>
              {!trashed && (
                <Button type="submit" busy={writes.save.isPending}>
                  {writes.save.isPending ? 'Opslaan...' : 'Opslaan'}
                </Button>
              )}
            </div>
          </header>
          <FlashNotice
            flash={flash.flash}
            onDismiss={flash.dismiss}
            className="[&:not(:empty)]:mt-4"
          />
          {failure && (
            <Notice tone="error" onClose={() => setFailure(null)} className="mt-4">
              {failure}
            </Notice>
          )}
          {trashed && (
            <Notice tone="info" className="mt-4">
              Dit item staat in de prullenbak en is niet zichtbaar in het portaal.
            </Notice>
          )}
        </Card>

        <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="space-y-5">
            <div className="space-y-1">
              <label htmlFor={`${ids}-titel`} className={labelClasses}>
                Titel
              </label>
              <input
                id={`${ids}-titel`}
                value={draft.title}
                required
                maxLength={300}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? `${ids}-titel-fout` : undefined}
                onChange={(event) => {
                  if (errors.title) setErrors(({ title: _fixed, ...rest }) => rest);
                  change({ title: event.target.value });
                }}
                className={inputClasses}
              />
              {errors.title && (
                <p id={`${ids}-titel-fout`} className="text-sm text-danger-ink">
                  {errors.title}
                </p>
              )}
            </div>
            <div className="space-y-1">
              <p id={`${ids}-tekst`} className={labelClasses}>
                Tekst
              </p>
              {/* The editor's height at desktop width (toolbar of two rows and the text area). */}
              <Suspense fallback={<Skeleton className="h-82" />}>
                <RichTextEditor
                  initialHtml={draft.content}
                  labelId={`${ids}-tekst`}
                  onChange={(content) => change({ content })}
                />
              </Suspense>
            </div>
            <div className="space-y-1">
              <label htmlFor={`${ids}-samenvatting`} className={labelClasses}>
                Samenvatting
              </label>
              <textarea
                id={`${ids}-samenvatting`}
                value={draft.excerpt}
                rows={3}
                maxLength={2000}
                aria-describedby={`${ids}-samenvatting-hint`}
                onChange={(event) => change({ excerpt: event.target.value })}
                className={inputClasses}
              />
              <p id={`${ids}-samenvatting-hint`} className={hintClasses}>
                Leeg laten: dan tonen we het begin van de tekst.
              </p>
            </div>
            {section.type !== 'nieuws' && (
              <fieldset className="space-y-2">
                <legend className={labelClasses}>Bijlagen</legend>
                <AttachmentsField
                  files={draft.files}
                  withNames={section.type === 'bibliotheek'}
                  onChange={(files) => change({ files })}
                />
              </fieldset>
            )}
          </Card>

          <Card className="space-y-5 self-start">
            {section.taxonomy && (
              <div className="space-y-1">
                <label htmlFor={`${ids}-categorie`} className={labelClasses}>
                  Categorie
                </label>
                <select
                  id={`${ids}-categorie`}
                  value={draft.categoryId ?? ''}
                  aria-invalid={errors.categoryId ? true : undefined}
                  aria-describedby={errors.categoryId ? `${ids}-categorie-fout` : undefined}
                  onChange={(event) => {
                    if (errors.categoryId) setErrors(({ categoryId: _fixed, ...rest }) => rest);
                    change({ categoryId: event.target.value ? Number(event.target.value) : null });
                  }}
                  className={inputClasses}
                >
                  <option value="">Kies een categorie</option>
                  {(categories.data ?? []).map((term) => (
                    <option key={term.id} value={term.id}>
                      {term.name}
                    </option>
                  ))}
                </select>
                {errors.categoryId && (
                  <p id={`${ids}-categorie-fout`} className="text-sm text-danger-ink">
                    {errors.categoryId}
                  </p>
                )}
              </div>
            )}
            {!trashed && (
              <PublicationField
                value={draft.publication}
                plannedAt={draft.plannedAt}
                live={item?.status === 'publish'}
                error={errors.plannedAt}
                onChange={(publication, plannedAt) => change({ publication, plannedAt })}
              />
            )}
            {item && (
              <div className="flex flex-wrap gap-2 border-t border-line pt-4">
                {item.status === 'publish' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={writes.save.isPending}
                    onClick={() => {
                      const next = { ...draft, publication: 'draft' as const };
                      setDraft(next);
                      void save(next);
                    }}
                  >
                    Naar concept
                  </Button>
                )}
                {trashed ? (
                  <>
                    <Button
                      size="sm"
                      busy={writes.setStatus.isPending}
                      onClick={() => void restore()}
                    >
                      Terugzetten
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => setConfirm('delete')}>
                      Definitief verwijderen
                    </Button>
                  </>
                ) : (
                  <Button variant="danger" size="sm" onClick={() => setConfirm('trash')}>
                    Naar prullenbak
                  </Button>
                )}
              </div>
            )}
          </Card>
        </div>
      </form>

      <PreviewDialog
        open={preview}
        onOpenChange={setPreview}
        section={section}
        draft={draft}
        author={author}
        date={previewDate(draft, item)}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirm(null);
            setConfirmError(null);
          }
        }}
        title={confirm === 'delete' ? 'Definitief verwijderen?' : 'Naar de prullenbak?'}
        description={
          confirm === 'delete'
            ? `“${heading}” wordt verwijderd. Deze actie kan niet ongedaan worden gemaakt.`
            : `“${heading}” verdwijnt uit het portaal. Je kunt het later terugzetten.`
        }
        confirmLabel={confirm === 'delete' ? 'Definitief verwijderen' : 'Naar prullenbak'}
        destructive
        onConfirm={confirmed}
        error={confirmError}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}

/** A beheerder reads the item as the portal shows it; no form, no buttons. */
function ReadOnlyItem({ section, item }: { section: ContentSection; item: AdminItem }) {
  const draft = draftFromItem(item, section);
  const author = useAuthorName(item);
  return (
    <>
      <BackLink section={section} />
      <Card className="space-y-2">
        <h1 className="text-2xl font-semibold text-ink">{item.title.raw ?? item.title.rendered}</h1>
        <p className="text-sm text-muted">
          <Badge tone={statusTone(item.status)}>{statusLabel(item.status)}</Badge>
          <span className="ml-2">Je kunt dit item bekijken, niet wijzigen.</span>
        </p>
      </Card>
      <PreviewBody section={section} draft={draft} author={author} date={item.date} />
    </>
  );
}

function EditorSkeleton() {
  return (
    <Card role="status" className="space-y-4">
      <span className="sr-only">Laden...</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </Card>
  );
}

const parseId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** /portal/beheer/{section}/nieuw and /portal/beheer/{section}/{id}. */
export function ContentEditScreen({
  section,
  itemId,
  canWrite,
}: {
  section: ContentSection;
  itemId: string;
  canWrite: boolean;
}) {
  const isNew = itemId === 'nieuw';
  const id = isNew ? null : parseId(itemId);
  const item = useContentItem(section, id);

  if (
    (isNew && !canWrite) ||
    (!isNew && id === null) ||
    (item.isError && isApiError(item.error, 'rest_post_invalid_id'))
  ) {
    return (
      <>
        <BackLink section={section} />
        <Card>
          <h1 className="text-xl font-semibold text-ink">Dit item bestaat niet (meer).</h1>
        </Card>
      </>
    );
  }
  if (item.isError) {
    return (
      <>
        <BackLink section={section} />
        <RetryNotice query={item}>Het item kon niet worden geladen.</RetryNotice>
      </>
    );
  }
  if (!isNew && item.isPending) return <EditorSkeleton />;
  if (!canWrite) return <ReadOnlyItem section={section} item={item.data!} />;
  return <ContentEditor section={section} initialItem={item.data ?? null} />;
}
