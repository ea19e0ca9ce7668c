import {
  centsToEuros,
  DECLARATION_TYPE_FLAGS,
  REFERENCE_KIND_LABELS,
  toIsoDate,
  type AdminDeclarationType,
  type CalendarDate,
  type DeclarationTypeFlag,
  type KilometerRate,
  type ReferenceItem,
  type ReferenceKind,
  type declarationTypeCreateSchema,
  type declarationTypeUpdateSchema,
  type kilometerRateUpdateSchema,
  type referenceCreateSchema,
  type referenceUpdateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { unprocessable, WpHttpError } from '../../http/errors.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import type {
  DeclarationReferenceRepository,
  RateOutcome,
  TypeRow,
  TypeValues,
} from './declaration-repository.js';
import {
  ACTIVE,
  RETIRED,
  type PostUsage,
  type ReferencePostRepository,
  type ReferencePostRow,
} from './post-repository.js';
import { describeUsage, lineCount } from './usage-text.js';

/**
 * Beheer's reference data (issue 13 point 2). Every write is audited in its own transaction
 * (repositories) and, before it answers, clears on every instance the caches that show it:
 * functies, opdrachtgevers and dienstverbanden appear in the content lists, profiles, the
 * directory and assignments (`postsChanged`); types and rates in the declaration screens
 * (`declarationsChanged`).
 */

export interface ReferenceDeps {
  posts: ReferencePostRepository;
  declarations: DeclarationReferenceRepository;
  links: IntranetFileLinks;
  today: () => CalendarDate;
  postsChanged: () => Promise<void>;
  declarationsChanged: () => Promise<void>;
}

const notFound = () => new WpHttpError(404, 'reference_not_found', 'Dit item bestaat niet (meer).');
const inUse = (message: string) => new WpHttpError(409, 'reference_in_use', message);

const toStatus = (status: string) => (status === RETIRED ? 'retired' : 'active');
const NO_USAGE: PostUsage = { people: 0, assignments: 0, names: [] };

/** SPEC §3 names to the table's columns: show_date_field → showDateField. */
const columnOf = (flag: DeclarationTypeFlag) =>
  flag.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()) as keyof TypeRow;

function typeValues(input: Partial<Record<DeclarationTypeFlag, boolean>> & { title?: string }) {
  const values: Record<string, unknown> = {};
  if (input.title !== undefined) values.title = input.title;
  for (const flag of DECLARATION_TYPE_FLAGS) {
    if (input[flag] !== undefined) values[columnOf(flag)] = input[flag];
  }
  return values as TypeValues;
}

export function createReferenceService(deps: ReferenceDeps) {
  function presentPost(
    row: ReferencePostRow,
    usage: PostUsage,
    viewerId: number,
    kind: ReferenceKind,
  ): ReferenceItem {
    return {
      id: row.id,
      title: row.title,
      status: toStatus(row.status),
      logo:
        kind === 'intra_opdrachtgevers' && row.logoId !== null
          ? { id: row.logoId, url: deps.links.view(row.logoId, viewerId) }
          : null,
      usage: describeUsage(usage),
    };
  }

  async function checkLogo(kind: ReferenceKind, logo: number | null | undefined) {
    if (logo === undefined || logo === null) return;
    if (kind !== 'intra_opdrachtgevers') {
      throw unprocessable('rest_invalid_param', 'Alleen een opdrachtgever heeft een logo.');
    }
    if (!(await deps.posts.isContentImage(logo))) {
      throw unprocessable(
        'rest_invalid_param',
        'Het logo is geen geüploade afbeelding: upload het logo als afbeelding.',
      );
    }
  }

  async function onePost(kind: ReferenceKind, row: ReferencePostRow, viewerId: number) {
    const usage = (await deps.posts.usage(kind, [row.id])).get(row.id) ?? NO_USAGE;
    return presentPost(row, usage, viewerId, kind);
  }

  const rateUnit = () => deps.declarations.rateOn(toIsoDate(deps.today()));

  function presentType(type: TypeRow, lines: number, rate: number | undefined) {
    const flags = Object.fromEntries(
      DECLARATION_TYPE_FLAGS.map((flag) => [flag, type[columnOf(flag)] as boolean]),
    ) as Record<DeclarationTypeFlag, boolean>;
    return {
      id: type.id,
      title: type.title,
      ...flags,
      unit: type.calculateKilometers && rate !== undefined ? centsToEuros(rate) : null,
      status: type.retiredAt === null ? 'active' : 'retired',
      usage: lineCount(lines),
    } satisfies AdminDeclarationType;
  }

  async function oneType(type: TypeRow) {
    const [usage, rate] = await Promise.all([deps.declarations.typeUsage(), rateUnit()]);
    return presentType(type, usage.get(type.id) ?? 0, rate);
  }

  /** The rate written, or the refusal as its 404 or 409. */
  function written(outcome: RateOutcome) {
    if (outcome === 'missing') throw notFound();
    if (outcome === 'exists') {
      throw new WpHttpError(
        409,
        'kilometer_rate_exists',
        'Op die datum begint al een kilometervergoeding.',
      );
    }
    if ('inUse' in outcome) {
      throw inUse(
        `In die periode staan al ${lineCount(outcome.inUse).summary} met kilometers, berekend met de vergoeding van hun datum. Hun bedrag blijft zoals het is, dus de vergoeding kan daar niet meer veranderen.`,
      );
    }
    return outcome;
  }

  async function rateAnswer(outcome: RateOutcome): Promise<KilometerRate> {
    const row = written(outcome);
    await deps.declarationsChanged();
    const listed = (await deps.declarations.listRates()).find(({ rate }) => rate.id === row.id);
    return presentRate(listed!);
  }

  function presentRate(entry: {
    rate: { id: number; validFrom: string; centsPerKm: number };
    until: string | null;
    lines: number;
  }): KilometerRate {
    return {
      id: entry.rate.id,
      valid_from: entry.rate.validFrom,
      valid_until: entry.until === null ? null : dayBefore(entry.until),
      cents_per_km: entry.rate.centsPerKm,
      usage: lineCount(entry.lines),
    };
  }

  return {
    async listItems(kind: ReferenceKind, viewerId: number): Promise<ReferenceItem[]> {
      const [rows, usage] = await Promise.all([deps.posts.list(kind), deps.posts.usage(kind)]);
      return rows.map((row) => presentPost(row, usage.get(row.id) ?? NO_USAGE, viewerId, kind));
    },

    async createItem(
      kind: ReferenceKind,
      input: z.output<typeof referenceCreateSchema>,
      viewerId: number,
    ) {
      await checkLogo(kind, input.logo);
      const row = await deps.posts.create(viewerId, kind, {
        title: input.title,
        logoId: input.logo ?? null,
      });
      await deps.postsChanged();
      return onePost(kind, row, viewerId);
    },

    async updateItem(
      kind: ReferenceKind,
      id: number,
      input: z.output<typeof referenceUpdateSchema>,
      viewerId: number,
    ) {
      await checkLogo(kind, input.logo);
      const row = await deps.posts.update(viewerId, kind, id, {
        title: input.title,
        logoId: input.logo,
        status:
          input.status === undefined ? undefined : input.status === 'retired' ? RETIRED : ACTIVE,
      });
      if (!row) throw notFound();
      await deps.postsChanged();
      return onePost(kind, row, viewerId);
    },

    async deleteItem(kind: ReferenceKind, id: number, viewerId: number) {
      const outcome = await deps.posts.delete(viewerId, kind, id);
      if (outcome === 'missing') throw notFound();
      if (outcome !== 'deleted') {
        const { article, one } = REFERENCE_KIND_LABELS[kind];
        throw inUse(
          `${article} ${one} is nog in gebruik bij ${describeUsage(outcome).summary}. Zet ${article.toLowerCase()} ${one} op ‘niet meer in gebruik’ in plaats van te verwijderen.`,
        );
      }
      await deps.postsChanged();
      return { deleted: true as const, id };
    },

    async listTypes(): Promise<AdminDeclarationType[]> {
      const [types, usage, rate] = await Promise.all([
        deps.declarations.listTypes(),
        deps.declarations.typeUsage(),
        rateUnit(),
      ]);
      return types.map((type) => presentType(type, usage.get(type.id) ?? 0, rate));
    },

    async createType(input: z.output<typeof declarationTypeCreateSchema>, viewerId: number) {
      const row = await deps.declarations.createType(viewerId, {
        ...typeValues(input),
        title: input.title,
      });
      await deps.declarationsChanged();
      return oneType(row);
    },

    async updateType(
      id: number,
      input: z.output<typeof declarationTypeUpdateSchema>,
      viewerId: number,
    ) {
      const current = await deps.declarations.findType(id);
      if (!current) throw notFound();
      const values = typeValues(input);
      let verb = 'update';
      if (input.status === 'retired' && current.retiredAt === null) {
        values.retiredAt = new Date();
        verb = 'retire';
      } else if (input.status === 'active' && current.retiredAt !== null) {
        values.retiredAt = null;
        verb = 'restore';
      }
      const row = await deps.declarations.updateType(viewerId, id, values, verb);
      if (!row) throw notFound();
      await deps.declarationsChanged();
      return oneType(row);
    },

    async deleteType(id: number, viewerId: number) {
      const outcome = await deps.declarations.deleteType(viewerId, id);
      if (outcome === 'missing') throw notFound();
      if (outcome !== 'deleted') {
        throw inUse(
          `Deze declaratiesoort is nog in gebruik bij ${lineCount(outcome).summary}. Zet hem op ‘niet meer in gebruik’ in plaats van te verwijderen.`,
        );
      }
      await deps.declarationsChanged();
      return { deleted: true as const, id };
    },

    async listRates(): Promise<KilometerRate[]> {
      return (await deps.declarations.listRates()).map(presentRate);
    },

    async createRate(input: { valid_from: string; cents_per_km: number }, viewerId: number) {
      return rateAnswer(
        await deps.declarations.createRate(viewerId, {
          validFrom: input.valid_from,
          centsPerKm: input.cents_per_km,
        }),
      );
    },

    async updateRate(
      id: number,
      input: z.output<typeof kilometerRateUpdateSchema>,
      viewerId: number,
    ) {
      return rateAnswer(
        await deps.declarations.updateRate(viewerId, id, {
          ...(input.valid_from === undefined ? {} : { validFrom: input.valid_from }),
          ...(input.cents_per_km === undefined ? {} : { centsPerKm: input.cents_per_km }),
        }),
      );
    },

    async deleteRate(id: number, viewerId: number) {
      written(await deps.declarations.deleteRate(viewerId, id));
      await deps.declarationsChanged();
      return { deleted: true as const, id };
    },
  };
}

/** yyyy-MM-dd of the day before (the last day of a rate's period). */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
