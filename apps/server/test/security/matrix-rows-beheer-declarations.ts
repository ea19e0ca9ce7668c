// Rows of the authorization matrix: bulk approve, payroll export, mood overview, audit log
// (issue 13, h6).
import { bulkApproveMonths } from '@portal/contract/endpoints/declarations-review';
import {
  createPayrollExport,
  downloadPayrollExport,
  listPayrollExports,
  previewPayroll,
} from '@portal/contract/endpoints/payroll';
import { getAuditLog } from '@portal/contract/endpoints/audit-log';
import { followUpMood, getMoodOverview } from '@portal/contract/endpoints/mood-overview';
import { createDeclarationMonth } from '../factories/declarations.js';
import { until } from '../helpers/until.js';
import type { MatrixContext } from './authorization-fixture.js';
import {
  get,
  path,
  plain,
  post,
  reviewers,
  signedIn,
  type MatrixRow,
  type Status,
} from './matrix-expect.js';

/** Administrator and beheerder `ok`, every other signed-in actor 403. */
const beheerOnly = (ok: Status) => signedIn(403, { administrator: ok, beheerder: ok });

/**
 * One recorded export, made once through the API by the administrator, once its files' job
 * has written them (the download answers 409 until then).
 */
// Per database: test files share a worker's modules (isolate: false), and an export recorded in
// another file's database does not exist in this one.
const recorded = new WeakMap<object, Promise<number>>();
function recordedExport(m: MatrixContext): Promise<number> {
  const known = recorded.get(m.ctx.database);
  if (known) return known;
  const made = (async () => {
    await createDeclarationMonth(m.ctx.database.db, {
      userId: m.data.people.other.id,
      year: 2019,
      month: 6,
      status: 'approved',
    });
    const response = await m.send(
      'administrator',
      post(createPayrollExport.path, { from: '2019-06', to: '2019-06' }),
    );
    const id = (response.json() as { export: { id: number } }).export.id;
    await until(async () => {
      const listed = await m.send('administrator', get(listPayrollExports.path));
      const { exports } = listed.json() as { exports: Array<{ id: number; file_status: string }> };
      return exports.find((item) => item.id === id)?.file_status === 'ready';
    }, `the files of export ${id}`);
    return id;
  })();
  recorded.set(m.ctx.database, made);
  return made;
}

export const payrollRows: MatrixRow[] = [
  {
    endpoint: bulkApproveMonths,
    what: 'a sent month of the owner',
    expect: beheerOnly(200),
    send: async (m, actor) =>
      m.send(actor, post(bulkApproveMonths.path, { ids: [await m.freshSentMonth('owner')] })),
  },
  plain(previewPayroll, 'a period', beheerOnly(200), () =>
    get(`${previewPayroll.path}?from=2026-01&to=2026-12`),
  ),
  plain(createPayrollExport, 'a period without approved months', beheerOnly(422), () =>
    post(createPayrollExport.path, { from: '2001-01', to: '2001-02' }),
  ),
  plain(listPayrollExports, 'the list', beheerOnly(200), () => get(listPayrollExports.path)),
  {
    endpoint: downloadPayrollExport,
    what: 'a recorded export as CSV',
    expect: beheerOnly(200),
    send: async (m, actor) =>
      m.send(
        actor,
        get(`${path(downloadPayrollExport, { id: await recordedExport(m) })}?format=csv`),
      ),
  },
  plain(downloadPayrollExport, 'an export that does not exist', beheerOnly(404), () =>
    get(path(downloadPayrollExport, { id: 2_147_483_647 })),
  ),
  plain(
    getMoodOverview,
    'the overview (a medewerker sees their own)',
    reviewers(200),
    () => get(getMoodOverview.path),
    {
      check(body, actor, m) {
        const shown = (
          body as { consultants: Array<{ professionals: Array<{ id: number }> }> }
        ).consultants.flatMap((c) => c.professionals.map((p) => p.id));
        if (actor === 'medewerker' && shown.includes(m.data.people.other.id)) {
          return 'shows the medewerker a professional they do not own';
        }
        if (!shown.includes(m.data.people.owner.id)) return 'misses the owner';
        return undefined;
      },
    },
  ),
  plain(followUpMood, 'the owner’s answer 3 (the medewerker owns the owner)', reviewers(200), (m) =>
    post(path(followUpMood, { id: m.data.ownerMood }), { action: 'gebeld', note: '' }),
  ),
  plain(
    getAuditLog,
    'the audit log (administrator only)',
    signedIn(403, { administrator: 200 }),
    () => get(`${getAuditLog.path}?kind=declaration_month`),
  ),
];
