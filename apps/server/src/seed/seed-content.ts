import { moodWeek, todayInAmsterdam, toIsoDate, type CalendarDate } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { postTypeConfig } from '../modules/content/post-types.js';
import { createContentRepository } from '../modules/content/repository.js';
import { createContentService } from '../modules/content/service.js';
import { slugify } from '../modules/content/slug.js';
import { createFileAccess } from '../modules/files/access.js';
import { IntranetFileLinks } from '../modules/files/file-links.js';
import { createFilesRepository } from '../modules/files/repository.js';
import type { FileStorage } from '../modules/files/storage.js';
import { createOptionsRepository } from '../modules/options/repository.js';
import type { Database } from '../db/client.js';
import {
  ARBEIDSVOORWAARDEN,
  CONTACT_PERSONS,
  DEMO_NEWS,
  DIRECT_LINKS,
  KENNISBANK,
  LIBRARY,
  type DemoCategory,
  type DemoDocument,
} from './demo-content.js';
import { makeTextPdf } from './demo-pdf.js';
import { makeInitialsLogo } from './demo-png.js';
import { files, fileTexts, moodCheckins, terms, users } from '../db/schema.js';

const DAY_MS = 86_400_000;

/** The UTC offset of Amsterdam at an instant, in minutes (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d+)(?::(\d+))?/.exec(name ?? '');
  return match ? Number(match[1]) * 60 + Math.sign(Number(match[1])) * Number(match[2] ?? 0) : 0;
}

/** The instant of a wall-clock time in Amsterdam on a calendar day. */
export function amsterdamInstant(day: CalendarDate, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(day.year, day.month - 1, day.day, hours, minutes);
  return new Date(guess - amsterdamOffsetMinutes(new Date(guess)) * 60_000);
}

/** Plain ASCII lines of at most `width` characters, for the demo PDFs. */
function pdfLines(text: string, width = 80): string[] {
  const ascii = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/€/g, 'EUR')
    .replace(/\s+/g, ' ')
    .trim();
  const lines: string[] = [];
  let line = '';
  for (const word of ascii.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else {
      line = `${line} ${word}`.trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Seeds the intranet content: news by several staff authors over the last months (one draft),
 * both category sections with items and real PDF attachments, the library, the quick links
 * with PNG logos served by the app, the contact persons and a few earlier mood check-ins.
 * Posts go through the same write path as the API (sanitized HTML, file links recorded).
 */
export async function seedContent(db: Database, storage: FileStorage, now = new Date()) {
  const people = await db.select({ id: users.id, nicename: users.nicename }).from(users);
  const idOf = new Map(people.map((person) => [person.nicename, person.id]));
  const person = (key: string) => idOf.get(key) ?? null;

  const repo = createContentRepository(db);
  const content = createContentService({
    repo,
    files: createFileAccess(createFilesRepository(db)),
    // Seeding writes only; links are made per viewer when content is read.
    links: new IntranetFileLinks('seed'),
    baseUrl: '',
    now: () => now,
  });
  const config = (type: string) => postTypeConfig(type)!;
  const today = todayInAmsterdam(now);
  const dayBefore = (days: number) => todayInAmsterdam(new Date(now.getTime() - days * DAY_MS));

  async function storeFile(
    document: { title: string; filename: string },
    bytes: Buffer,
    mimeType: string,
    ownerId: number | null,
  ) {
    const storageKey = await storage.put(bytes);
    const [row] = await db
      .insert(files)
      .values({
        ownerId,
        // Documents of the library and knowledge base, and the quick links' logos.
        kind: 'content',
        title: document.title,
        originalName: document.filename,
        mimeType,
        size: bytes.length,
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  /** A demo PDF, with its text as the upload would have extracted it (for search). */
  async function storePdf(document: DemoDocument, text: string, ownerId: number | null) {
    const lines = [
      document.title,
      '',
      ...pdfLines(text),
      '',
      `Van Dalen Detachering - uitgave ${today.year}`,
    ];
    const id = await storeFile(document, makeTextPdf(lines), 'application/pdf', ownerId);
    await db.insert(fileTexts).values({ fileId: id, text: lines.join('\n') });
    return id;
  }

  for (const item of DEMO_NEWS) {
    await content.create(
      config('nieuws'),
      {
        title: item.title,
        content: item.html,
        excerpt: '',
        status: item.status ?? 'publish',
      },
      person(item.author),
      amsterdamInstant(dayBefore(item.daysAgo), item.time),
    );
  }

  async function seedSection(type: string, taxonomy: string, categories: DemoCategory[]) {
    const inserted = await db
      .insert(terms)
      .values(
        categories.map((category) => ({
          taxonomy,
          name: category.name,
          slug: slugify(category.name),
          description: category.description,
        })),
      )
      .returning({ id: terms.id });
    let daysAgo = 200;
    for (const [index, category] of categories.entries()) {
      for (const item of category.items) {
        const author = person(index % 2 ? 'femke' : 'admin');
        const bestanden = [];
        for (const document of item.files) {
          bestanden.push({ file: { id: await storePdf(document, item.html, author) } });
        }
        await content.create(
          config(type),
          {
            title: item.title,
            content: item.html,
            excerpt: '',
            status: 'publish',
            fields: { bestanden },
            [taxonomy]: [inserted[index]!.id],
          },
          author,
          amsterdamInstant(dayBefore((daysAgo -= 5)), '10:00'),
        );
      }
    }
  }
  await seedSection('arbeidsvoorwaarden', 'arbeidsvoorwaarden_categorieen', ARBEIDSVOORWAARDEN);
  await seedSection('kennisbank', 'kennisbank_categorieen', KENNISBANK);

  for (const [index, entry] of LIBRARY.entries()) {
    const author = person('admin');
    const bestanden = [];
    for (const document of entry.files) {
      const text = `${entry.title}. ${document.label ?? document.title}. Dit document hoort bij de bibliotheek van het intranet.`;
      bestanden.push({
        ...(document.label ? { name: document.label } : {}),
        file: { id: await storePdf(document, text, author) },
      });
    }
    await content.create(
      config('bibliotheek'),
      { title: entry.title, content: '', excerpt: '', status: 'publish', fields: { bestanden } },
      author,
      amsterdamInstant(dayBefore(150 - index * 7), '09:00'),
    );
  }

  const directLinks = [];
  for (const link of DIRECT_LINKS) {
    const logo = makeInitialsLogo(link.initials, link.color);
    const id = await storeFile(
      { title: link.alt, filename: `${slugify(link.title)}.png` },
      logo,
      'image/png',
      null,
    );
    directLinks.push({
      link: { url: link.url, target: link.target ?? '_blank', title: link.title },
      logo: { id, alt: link.alt },
    });
  }
  await createOptionsRepository(db).save('intranet', {
    direct_links: directLinks,
    contactpersonen: CONTACT_PERSONS,
  });

  await seedEarlierCheckIns(db, repo, now, idOf);
}

/** Answers of earlier weeks, so consultants see a history and this week is still open. */
async function seedEarlierCheckIns(
  db: Database,
  repo: ReturnType<typeof createContentRepository>,
  now: Date,
  idOf: Map<string, number>,
) {
  const answers = [
    { key: 'daan', weeksAgo: 1, mood: 2 },
    { key: 'daan', weeksAgo: 2, mood: 1 },
    { key: 'emma', weeksAgo: 1, mood: 1 },
    { key: 'thijs', weeksAgo: 2, mood: 3 },
  ];
  const owners = await db.query.userOwners.findMany({
    where: (table) => inArray(table.professionalId, [...idOf.values()]),
  });
  for (const answer of answers) {
    const userId = idOf.get(answer.key);
    if (!userId) continue;
    const at = new Date(now.getTime() - answer.weeksAgo * 7 * DAY_MS);
    at.setUTCMilliseconds(0);
    const { monday } = moodWeek(at);
    const consultant = owners.find((owner) => owner.professionalId === userId)?.consultantId;
    const title = `Moodtracker ${at.toISOString()}`;
    await repo.insertPost(
      {
        type: 'moodtrackers',
        title,
        slug: slugify(title),
        status: 'publish',
        authorId: userId,
        acf: { user: userId, mood: answer.mood, rw_medewerker_to_notify: consultant ?? null },
        createdAt: at,
        modifiedAt: at,
      },
      { termIds: [], fileIds: [] },
      async (tx, postId) => {
        await tx
          .insert(moodCheckins)
          .values({ postId, userId, weekStart: toIsoDate(monday), mood: answer.mood });
      },
    );
  }
}
