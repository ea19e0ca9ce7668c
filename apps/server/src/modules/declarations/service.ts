import {
  centsToEuros,
  declarationTotals,
  DECLARATION_LINE_PROBLEMS,
  dutchMonthName,
  eurosToCents,
  isMonthEditable,
  monthOffset,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
  type DeclarationType,
  type MonthSummary,
  type YearSummary,
} from '@portal/contract';
import type { z } from 'zod';
import type { duplicateCheckQuerySchema } from '@portal/contract';
import { forbidden, unprocessable, WpHttpError } from '../../http/errors.js';
import type { SignedFileLinks } from '../files/signed-links.js';
import type { FileStorage } from '../files/storage.js';
import { removeStoredBytes, withStoredBytes } from '../files/stored-bytes.js';
import { presentComment, presentDuplicate, presentRows } from './presenter.js';
import {
  checkReceipt,
  decodeBase64Upload,
  receiptFileValues,
  type CheckedReceipt,
} from './receipts.js';
import type { DeclarationsRepository, MonthRow, StoredRow, TypeRow } from './repository.js';
import type { RowWritesRepository } from './row-writes-repository.js';
import { SUBMITTED } from './withdrawal-repository.js';
import type { MonthCache } from './month-cache.js';
import { createReferenceCache } from './reference-cache.js';
import { createMonthNotifications } from './month-notifications.js';
import type { Notifier } from '../notifications/notify.js';
import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { shareAnswer } from '../../cache/shared-answer.js';
import { checkRow, sameLine, type RowInput } from './row-rules.js';
import { presentDeclarationType } from './type-presenter.js';

export interface DeclarationsDeps {
  repo: DeclarationsRepository;
  /** Every write of a line is one transaction, files rows included. */
  writes: RowWritesRepository;
  months: MonthCache;
  /** Tells the other instances what changed (the reference cache listens on it). */
  invalidation: InvalidationBus;
  storage: FileStorage;
  links: SignedFileLinks;
  today: () => CalendarDate;
  /** Submitting and withdrawing a month tell its reviewers (docs/notifications.md). */
  notifier: Notifier;
}

export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
}

/** 409: a reviewer opened the month after it was sent (issue 25 item 6). */
const reviewStarted = () =>
  new WpHttpError(
    409,
    'review_started',
    'Een beoordelaar heeft deze maand al geopend. Intrekken kan niet meer.',
  );

const rowNotFound = () =>
  new WpHttpError(404, 'rest_declaration_invalid_id', 'Deze declaratieregel bestaat niet.');

function monthOfDate(date: string): { year: number; month: number } {
  const parsed = parseIsoDate(date);
  if (!parsed) throw unprocessable('date_invalid', 'Vul een geldige datum in.');
  return { year: parsed.year, month: parsed.month };
}

export function monthTotals(rows: StoredRow[]) {
  const totals = declarationTotals(rows);
  return {
    total_rows: centsToEuros(totals.subtotalCents),
    total_vat_9: centsToEuros(totals.vat9Cents),
    total_vat_21: centsToEuros(totals.vat21Cents),
    total_amount: centsToEuros(totals.totalCents),
  };
}

export function createDeclarationsService(deps: DeclarationsDeps) {
  const { repo } = deps;
  const reference = createReferenceCache(repo, deps.invalidation);
  const notes = createMonthNotifications(deps.notifier);
  /** A kept month (month-cache.ts) as last answered to its owner, and in which minute. */
  const presentedMonths = new WeakMap<object, { minute: number; answer: MonthSummary }>();
  let presentedTypes:
    { types: readonly TypeRow[]; rate: number | undefined; answer: DeclarationType[] } | undefined;

  /** One answer object per user and year, frozen so its JSON is written once (shared-answer.ts). */
  async function readYearSummary(userId: number, year: number): Promise<YearSummary> {
    const months = new Map((await repo.yearOverview(userId, year)).map((m) => [m.month, m]));
    return shareAnswer({
      success: true,
      year,
      data: Array.from({ length: 12 }, (_, index) => {
        const m = months.get(index + 1);
        return {
          month: index + 1,
          status: m?.status ?? null,
          row_count: m?.rowCount ?? 0,
          total_amount: centsToEuros(m?.totalCents ?? 0),
          submitted_declarations: m?.status
            ? [
                {
                  id: m.id,
                  year,
                  month: index + 1,
                  status: m.status,
                  submitted_on: m.submittedAt?.toISOString() ?? null,
                },
              ]
            : [],
        };
      }),
    });
  }

  function assertEditable(month: Pick<MonthRow, 'status'> | undefined, year: number, m: number) {
    const today = deps.today();
    if (!isMonthEditable(month?.status, year, m, today)) {
      if (!month?.status && monthOffset(today, year, m) > 0) {
        throw unprocessable('month_not_open', 'Deze maand is nog niet beschikbaar');
      }
      throw unprocessable(
        'month_closed',
        `${dutchMonthName(m)} ${year} kan niet meer worden gewijzigd.`,
      );
    }
  }

  /** The row, if it is this user's and its month may still change. */
  async function editableOwnRow(userId: number, rowId: number) {
    const row = await repo.findRow(rowId);
    if (!row) throw rowNotFound();
    if (row.userId !== userId) throw forbidden('Je mag alleen je eigen declaraties wijzigen.');
    const month = await repo.findMonthById(row.monthId);
    const { year, month: m } = monthOfDate(row.date);
    assertEditable(month, year, m);
    return { row, year, month: m };
  }

  /** A retired type (Beheer) is refused for a new line, kept by a line that has it already. */
  async function loadType(typeId: number, keptFrom?: number) {
    const type = await reference.type(typeId);
    if (!type || (type.retiredAt !== null && typeId !== keptFrom)) {
      throw unprocessable('type_invalid', DECLARATION_LINE_PROBLEMS.type_invalid.message);
    }
    return type;
  }

  async function presentOne(rowId: number, viewerId: number) {
    const row = await repo.findRow(rowId);
    if (!row) throw rowNotFound();
    return presentRows([row], deps.links, viewerId)[0]!;
  }

  /**
   * A line's duplicates by receipt can sit in other months, whose kept answers show the
   * warning too: those months are forgotten with the line's own (before and after a write).
   */
  async function forgetLinkedMonths(
    userId: number,
    lines: ReadonlyArray<{ year: number; month: number }>,
  ) {
    const months = new Set(lines.map((line) => `${line.year}-${line.month}`));
    await Promise.all(
      [...months].map((key) => {
        const [year, month] = key.split('-').map(Number);
        return deps.months.forget(userId, year!, month!);
      }),
    );
  }

  return {
    /**
     * Beheer changed a type or a rate: every instance reads them again, and forgets the months
     * and years that show a type's title, before the change answers.
     */
    async referenceChanged() {
      presentedTypes = undefined;
      await Promise.all([reference.clear(), deps.months.clear()]);
    },

    /** The types still offered, with today's kilometre rate as their unit. */
    async types() {
      const [types, rate] = await Promise.all([
        reference.types(),
        reference.rateCentsOn(toIsoDate(deps.today())),
      ]);
      // The same for everyone: presented once per list and rate, its JSON written once.
      if (presentedTypes?.types !== types || presentedTypes.rate !== rate) {
        const offered = types.filter((type) => type.retiredAt === null);
        const answer = shareAnswer(offered.map((type) => presentDeclarationType(type, rate)));
        presentedTypes = { types, rate, answer };
      }
      return presentedTypes.answer;
    },

    async addRow(
      userId: number,
      input: RowInput & {
        declaration_type: number;
        return: boolean;
        receipt?: { name: string; base64: string } | null;
      },
    ) {
      const type = await loadType(input.declaration_type);
      const { year, month } = monthOfDate(input.date);
      const existingMonth = await repo.findMonth(userId, year, month);
      assertEditable(existingMonth, year, month);
      // A field the type hides is reset (SPEC §4), the receipt included.
      const receiptBytes =
        input.receipt && type.showReceiptField
          ? decodeBase64Upload(input.receipt.base64)
          : undefined;
      const checked = checkRow(
        type,
        input,
        Boolean(receiptBytes),
        await reference.rateCentsOn(input.date),
      );

      let returnOfRowId: number | null = null;
      if (input.return) {
        const sameDay = existingMonth ? await repo.rowsOnDates(existingMonth.id, [input.date]) : [];
        const alreadyThere = sameDay.some(
          (row) =>
            row.locationStart === checked.locationStart && row.locationEnd === checked.locationEnd,
        );
        if (alreadyThere) {
          throw unprocessable('return_exists', 'Voor deze rit bestaat al een retour.');
        }
        const original = sameDay.find(
          (row) =>
            row.locationStart === checked.locationEnd && row.locationEnd === checked.locationStart,
        );
        returnOfRowId = original?.id ?? null;
      }

      const receipt =
        receiptBytes && input.receipt
          ? await checkReceipt(receiptBytes, input.receipt.name)
          : undefined;
      // The bytes are removed again when the transaction (month, file and line) fails.
      const id = await withStoredBytes(deps.storage, receipt ? [receipt.bytes] : [], ([key]) =>
        deps.writes.addRow({
          userId,
          year,
          month,
          row: {
            typeId: type.id,
            date: input.date,
            ...checked,
            isReturn: input.return,
            returnOfRowId,
          },
          receipt: receipt && key ? receiptFileValues(userId, receipt, key) : undefined,
        }),
      );
      await deps.months.forget(userId, year, month);
      const added = await presentOne(id, userId);
      await forgetLinkedMonths(userId, added.duplicate_of);
      return added;
    },

    async updateRow(
      userId: number,
      rowId: number,
      input: RowInput & { declaration_type: number; remove_receipt?: '0' | '1' },
      uploads: UploadedFile[],
    ) {
      const { row, year, month } = await editableOwnRow(userId, rowId);
      const moved = monthOfDate(input.date);
      if (moved.year !== year || moved.month !== month) {
        throw unprocessable(
          'date_outside_month',
          `De datum moet in ${dutchMonthName(month).toLowerCase()} ${year} liggen.`,
        );
      }
      const type = await loadType(input.declaration_type, row.typeId);
      const receiptUploads = type.showReceiptField ? uploads : [];
      const keepsReceipt =
        type.showReceiptField && row.receiptFileId !== null && input.remove_receipt !== '1';
      const hasReceipt = receiptUploads.length > 0 || keepsReceipt;
      const checked = checkRow(type, input, hasReceipt, await reference.rateCentsOn(input.date));
      // Every file is checked before any is stored: a refused one leaves no other behind.
      const checkedFiles: CheckedReceipt[] = [];
      for (const upload of receiptUploads) {
        checkedFiles.push(await checkReceipt(upload.bytes, upload.name));
      }
      const removed = await withStoredBytes(
        deps.storage,
        checkedFiles.map((file) => file.bytes),
        (keys) => {
          const [receipt, ...attachments] = checkedFiles.map((file, index) =>
            receiptFileValues(userId, file, keys[index]!),
          );
          return deps.writes.updateRow(
            rowId,
            { typeId: type.id, date: input.date, ...checked },
            { receipt: receipt ?? (keepsReceipt ? 'keep' : null), attachments },
          );
        },
      );
      await deps.months.forget(userId, year, month);
      // A replaced or removed receipt no line names any more is gone from storage too.
      await removeStoredBytes(deps.storage, removed);
      const updated = await presentOne(rowId, userId);
      await forgetLinkedMonths(userId, [...row.duplicateOf, ...updated.duplicate_of]);
      return updated;
    },

    async deleteRow(userId: number, rowId: number) {
      const { row, year, month } = await editableOwnRow(userId, rowId);
      const removed = await deps.writes.deleteRow(rowId);
      await deps.months.forget(userId, year, month);
      await forgetLinkedMonths(userId, row.duplicateOf);
      await removeStoredBytes(deps.storage, removed);
    },

    async copyRow(userId: number, rowId: number, dates: string[]) {
      const { row, year, month } = await editableOwnRow(userId, rowId);
      // Copies are new lines: a retired type is not given to them.
      await loadType(row.typeId);
      const unique = [...new Set(dates)];
      for (const date of unique) {
        const target = monthOfDate(date);
        if (target.year !== year || target.month !== month) {
          throw unprocessable(
            'date_outside_month',
            `Je kunt alleen kopiëren naar datums in ${dutchMonthName(month).toLowerCase()} ${year}.`,
          );
        }
      }
      const taken = (await repo.rowsOnDates(row.monthId, unique)).filter((other) =>
        sameLine(other, row),
      );
      if (taken.length) {
        const [y, m, d] = taken[0]!.date.split('-');
        throw unprocessable('copy_duplicate', `Op ${d}-${m}-${y} staat deze regel al.`);
      }
      await repo.insertRows(
        unique.map((date) => ({
          monthId: row.monthId,
          userId,
          typeId: row.typeId,
          date,
          amountCents: row.amountCents,
          description: row.description,
          locationStart: row.locationStart,
          locationEnd: row.locationEnd,
          kilometerTenths: row.kilometerTenths,
          transportType: row.transportType,
          isReturn: row.isReturn,
          returnOfRowId: null,
          vatRate: row.vatRate,
          receiptFileId: row.receiptFileId,
        })),
      );
      await deps.months.forget(userId, year, month);
      return unique.length;
    },

    /** The form's check while typing: the caller's own lines only (issue 14). */
    async duplicates(userId: number, query: z.output<typeof duplicateCheckQuerySchema>) {
      const cents = query.amount === undefined ? null : eurosToCents(query.amount);
      const lines = await repo.duplicatesOf({
        userId,
        date: query.date,
        typeId: query.declaration_type,
        // An amount no line can have (beyond a 32-bit column) matches nothing.
        amountCents: cents !== null && Math.abs(cents) <= 2_147_483_647 ? cents : null,
        locationStart: query.location_start,
        locationEnd: query.location_end,
        sha256: query.receipt_sha256 ?? null,
        excludeId: query.exclude ?? null,
      });
      return { duplicates: lines.map(presentDuplicate) };
    },

    async submit(userId: number, year: number, month: number) {
      const monthRow = await repo.findMonth(userId, year, month);
      const status = monthRow?.status;
      if (status === 'sent' || status === 'nieuw') {
        throw unprocessable('already_submitted', 'Deze maand is al ingediend.');
      }
      if (status === 'approved')
        throw unprocessable('already_approved', 'Deze maand is al verwerkt.');
      assertEditable(monthRow, year, month);
      const rows = monthRow ? await repo.rowsOfMonth(monthRow.id) : [];
      if (!monthRow || rows.length === 0) {
        throw unprocessable('month_empty', 'Je kunt geen lege maand indienen.');
      }
      const moved = await repo.transition({
        monthId: monthRow.id,
        from: [null, 'rejected'],
        to: 'sent',
        actorId: userId,
        within: (tx, historyId) => notes.submitted(tx, monthRow, historyId),
      });
      await deps.months.forget(userId, year, month);
      if (!moved) throw unprocessable('already_submitted', 'Deze maand is al ingediend.');
    },

    /**
     * Issue 25 item 6: the owner takes a submitted month back while no reviewer has opened it
     * and its window (as a month without status) is still open, so it can be changed and sent
     * again. Refusals in order: not submitted, approved, window closed, opened by a reviewer.
     */
    async withdraw(userId: number, year: number, month: number) {
      const monthRow = await repo.findMonth(userId, year, month);
      if (monthRow?.status === 'approved') {
        throw unprocessable('already_approved', 'Deze maand is al verwerkt.');
      }
      if (!monthRow?.status || !SUBMITTED.includes(monthRow.status)) {
        throw unprocessable('not_submitted', 'Alleen een ingediende maand kan worden ingetrokken.');
      }
      if (!isMonthEditable(null, year, month, deps.today())) {
        throw unprocessable(
          'month_closed',
          `${dutchMonthName(month)} ${year} is gesloten en kan niet meer worden ingetrokken.`,
        );
      }
      const outcome = await repo.withdraw(monthRow.id, userId, (tx, withdrawal) =>
        notes.withdrawn(tx, monthRow, withdrawal),
      );
      await deps.months.forget(userId, year, month);
      if (outcome === 'review_started') throw reviewStarted();
      if (outcome === 'not_submitted') {
        throw unprocessable('not_submitted', 'Alleen een ingediende maand kan worden ingetrokken.');
      }
    },

    async monthSummary(userId: number, year: number, month: number): Promise<MonthSummary> {
      const snapshot = await deps.months.get(userId, year, month, () =>
        repo.monthSnapshot(userId, year, month),
      );
      const editable = isMonthEditable(snapshot?.status, year, month, deps.today());
      const withdrawable = Boolean(
        snapshot?.status &&
        SUBMITTED.includes(snapshot.status) &&
        !snapshot.reviewOpened &&
        isMonthEditable(null, year, month, deps.today()),
      );
      // The receipt links in it are the same URL for a minute (signed-links.ts): within that
      // minute a kept month is answered as the same frozen object, its JSON written once.
      const minute = Math.floor(Date.now() / 60_000);
      const known = snapshot ? presentedMonths.get(snapshot) : undefined;
      if (
        known &&
        known.minute === minute &&
        known.answer.editable === editable &&
        known.answer.withdrawable === withdrawable
      ) {
        return known.answer;
      }
      const rows = snapshot?.rows ?? [];
      const answer = shareAnswer({
        success: true as const,
        rows: presentRows(rows, deps.links, userId),
        ...monthTotals(rows),
        submitted_declarations: snapshot?.status
          ? [
              {
                id: snapshot.id,
                year,
                month,
                status: snapshot.status,
                submitted_on: snapshot.submittedAt
                  ? new Date(snapshot.submittedAt).toISOString()
                  : null,
                comments: snapshot.comments.map(presentComment),
              },
            ]
          : [],
        editable,
        withdrawable,
      });
      if (snapshot) presentedMonths.set(snapshot, { minute, answer });
      return answer;
    },

    yearSummary(userId: number, year: number): Promise<YearSummary> {
      return deps.months.year(userId, year, () => readYearSummary(userId, year));
    },

    async submitted(userId: number, year: number, month?: number) {
      const months = await repo.yearOverview(userId, year);
      return {
        success: true as const,
        posts: months
          .filter((m) => m.status && (month === undefined || m.month === month))
          .sort((a, b) => a.month - b.month)
          .map((m) => ({
            id: m.id,
            year,
            month: m.month,
            status: m.status!,
            submitted_on: m.submittedAt?.toISOString() ?? null,
          })),
      };
    },

    async recentLocations(userId: number) {
      const trips = await repo.recentTrips(userId);
      return {
        locations: trips.map((trip) => ({
          id: trip.id,
          location_start: trip.location_start,
          location_end: trip.location_end,
          kilometers: trip.kilometer_tenths / 10,
        })),
      };
    },
  };
}

export type DeclarationsService = ReturnType<typeof createDeclarationsService>;
