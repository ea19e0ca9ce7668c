// `npm run bench` runs every benchmark; `npm run bench -- auth`, `-- declarations`, `-- content`,
// `-- dashboard`, `-- lighthouse`, `-- reads`, `-- users`, `-- assignments`, `-- search`, `-- people`, `-- export`,
// `-- receipts` or `-- notifications` one of them.
import { benchAssignments } from './assignments.js';
import { benchAuth } from './auth.js';
import { benchReads } from './ceiling.js';
import { benchContent } from './content.js';
import { benchDashboard } from './dashboard.js';
import { benchDeclarations } from './declarations.js';
import { benchExport } from './export.js';
import { benchLighthouse } from './lighthouse.js';
import { benchNotifications } from './notifications.js';
import { benchPeople } from './people.js';
import { benchReceipts } from './receipts.js';
import { benchSearch } from './search.js';
import { benchUsers } from './users.js';

const suites: Record<string, () => Promise<void>> = {
  auth: benchAuth,
  declarations: benchDeclarations,
  content: benchContent,
  dashboard: benchDashboard,
  lighthouse: benchLighthouse,
  reads: benchReads,
  users: benchUsers,
  assignments: benchAssignments,
  search: benchSearch,
  people: benchPeople,
  export: benchExport,
  receipts: benchReceipts,
  notifications: benchNotifications,
};

const chosen = process.argv.slice(2).filter((name) => name in suites);
for (const name of chosen.length ? chosen : Object.keys(suites)) {
  console.log(`\n# ${name}`);
  await suites[name]!();
}
