// `npm run bench` runs every benchmark; `npm run bench -- auth`, `-- declarations` or `-- content`
// one of them.
import { benchAuth } from './auth.js';
import { benchContent } from './content.js';
import { benchDeclarations } from './declarations.js';
import { benchLighthouse } from './lighthouse.js';
import { benchUsers } from './users.js';

const suites: Record<string, () => Promise<void>> = {
  auth: benchAuth,
  declarations: benchDeclarations,
  content: benchContent,
  lighthouse: benchLighthouse,
  users: benchUsers,
};

const chosen = process.argv.slice(2).filter((name) => name in suites);
for (const name of chosen.length ? chosen : Object.keys(suites)) {
  console.log(`\n# ${name}`);
  await suites[name]!();
}
