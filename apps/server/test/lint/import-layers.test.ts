import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The messages of the import rules for `code` as if it were the file at `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => /no-restricted-imports$/.test(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('server layers', () => {
  const route = 'apps/server/src/modules/news/routes.ts';
  const service = 'apps/server/src/modules/news/service.ts';

  it.each([
    ["import { createNewsRepository } from './repository.js';", 'a repository'],
    ["import type { NewsRepository } from './repository.js';", 'a repository type'],
    ["import type { FileRow } from '../files/receipt-repository.js';", 'another repository'],
    ["import { eq } from 'drizzle-orm';", 'drizzle'],
    ["import type { Pool } from 'pg';", 'pg'],
    ["import type { Database } from '../../db/client.js';", 'the database client'],
    ["export type { FileRow } from '../files/repository.js';", 'a re-exported repository type'],
  ])('refuses in a route file: %s (%s)', async (code) => {
    expect(await importProblems(route, code)).toEqual([expect.stringMatching(/Routes are thin/)]);
  });

  it('refuses an endpoint route file under another name', async () => {
    const code = "import { receipts } from './repository.js';";
    expect(await importProblems('apps/server/src/modules/files/receipt-routes.ts', code)).toEqual([
      expect.stringMatching(/Routes are thin/),
    ]);
  });

  it.each([
    ["import { sql } from 'drizzle-orm';"],
    ["import { PgDialect } from 'drizzle-orm/pg-core';"],
    ["import pg from 'pg';"],
    ["import type { Database } from '../../db/client.js';"],
    ["import { posts } from '../../db/schema.js';"],
    ["import { queryRows } from '../../../db/query.js';"],
  ])('refuses in a service file: %s', async (code) => {
    for (const file of [service, 'apps/server/src/modules/files/receipt-service.ts']) {
      expect(await importProblems(file, code)).toEqual([
        expect.stringMatching(/Services hold rules/),
      ]);
    }
  });

  it('lets a route import its service and contract, and a service its repository', async () => {
    const routeCode = [
      "import { listNews } from '@portal/contract/endpoints/news';",
      "import type { EndpointRouter } from '../../http/endpoint-router.js';",
      "import type { NewsService } from './service.js';",
    ].join('\n');
    expect(await importProblems(route, routeCode)).toEqual([]);
    const serviceCode = [
      "import type { NewsRepository } from './repository.js';",
      "import type { FilesRepository } from '../files/repository.js';",
    ].join('\n');
    expect(await importProblems(service, serviceCode)).toEqual([]);
  });

  it('lets a repository use drizzle, the schema and the query helper', async () => {
    const code = [
      "import { eq } from 'drizzle-orm';",
      "import { posts } from '../../db/schema.js';",
      "import { queryRows } from '../../db/query.js';",
    ].join('\n');
    expect(await importProblems('apps/server/src/modules/news/repository.ts', code)).toEqual([]);
  });
});

describe('web feature boundaries', () => {
  const refused: Array<[file: string, code: string]> = [
    ['apps/web/src/features/news/model.ts', "import { x } from '../library/model';"],
    ['apps/web/src/features/news/model.ts', "import { x } from '../../shared/format';"],
    ['apps/web/src/features/news/model.ts', "import { x } from '..';"],
    ['apps/web/src/features/news/components/card.tsx', "import { x } from '../../library/model';"],
    [
      'apps/web/src/features/news/components/card.tsx',
      "import type { X } from '../../library/api/get-items';",
    ],
    ['apps/web/src/features/news/components/card.tsx', "import { x } from '../../../app/router';"],
    [
      'apps/web/src/features/news/api/deep/x/y.ts',
      "import { x } from '../../../../library/model';",
    ],
    ['apps/web/src/features/news/api/deep/x/y.ts', "import { x } from '../../../../../../x';"],
    ['apps/web/src/features/news/routes/list.tsx', "import { x } from '@/features/library/model';"],
    ['apps/web/src/features/news/routes/list.tsx', "import { router } from '@/app/router';"],
  ];

  it.each(refused)('refuses %s importing: %s', async (file, code) => {
    expect(await importProblems(file, code)).toEqual([
      expect.stringMatching(/A feature never imports another feature/),
    ]);
  });

  const allowed: Array<[file: string, code: string]> = [
    ['apps/web/src/features/news/model.ts', "import { x } from './api/get-news';"],
    ['apps/web/src/features/news/components/card.tsx', "import { x } from '../model';"],
    ['apps/web/src/features/news/components/card.tsx', "import { x } from './badge';"],
    ['apps/web/src/features/news/api/deep/x/y.ts', "import { x } from '../../../model';"],
    ['apps/web/src/features/news/routes/list.tsx', "import { Card } from '@/shared/ui/card';"],
    ['apps/web/src/features/news/routes/list.tsx', "import { z } from '@portal/contract';"],
  ];

  it.each(allowed)('lets %s import: %s', async (file, code) => {
    expect(await importProblems(file, code)).toEqual([]);
  });
});
