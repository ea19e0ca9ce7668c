/**
 * The import directions of ARCHITECTURE.md, as ESLint rules: a wrong import fails `npm run check`.
 * Type-only imports count too: a type from a repository still ties a route to its tables.
 */

const WEB_FEATURES = 'apps/web/src/features';
const FEATURE_MESSAGE =
  'A feature never imports another feature or the app; move what both need to src/shared and import it as @/shared/….';

/**
 * The relative path that climbs out of a feature depends on how deep the importing file sits:
 * `../x` leaves it from `features/a/model.ts`, `../../x` from `features/a/api/get.ts`. One block
 * per depth; files deeper than the last one get its (stricter) limit.
 */
const DEEPEST_CHECKED = 4;

function featureBlock(depth) {
  const folders = '*/'.repeat(depth - 1);
  const files =
    depth < DEEPEST_CHECKED
      ? [`${WEB_FEATURES}/*/${folders}*.{ts,tsx}`]
      : [`${WEB_FEATURES}/*/${folders}**/*.{ts,tsx}`];
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*/**', '@/app', '@/app/**'], message: FEATURE_MESSAGE },
            { regex: `^(\\.\\./){${depth - 1}}\\.\\.(/|$)`, message: FEATURE_MESSAGE },
          ],
        },
      ],
    },
  };
}

export const featureBoundaries = Array.from({ length: DEEPEST_CHECKED }, (_, index) =>
  featureBlock(index + 1),
);

const MODULES = 'apps/server/src/modules';

const dataAccess = (message) => [
  { group: ['drizzle-orm', 'drizzle-orm/**', 'pg', 'pg/**'], message },
  { regex: '(^|/)db/', message },
];

const repositories = (message) => [{ regex: '(^|/)([\\w.-]+-)?repository(\\.js)?$', message }];

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((pattern) => ({ ...pattern, allowTypeImports: false })) },
  ],
});

const SERVICE_MESSAGE =
  'Services hold rules and permissions; SQL, drizzle and the database live in a repository.';
const ROUTE_MESSAGE =
  'Routes are thin: they call a service, never a repository, drizzle or the database.';

export const serverLayers = [
  {
    // Services by name, and the two modules that act as one under another name.
    files: [
      `${MODULES}/**/service.ts`,
      `${MODULES}/**/*-service.ts`,
      `${MODULES}/content/terms.ts`,
      `${MODULES}/files/access.ts`,
    ],
    rules: restrict(dataAccess(SERVICE_MESSAGE)),
  },
  {
    files: [`${MODULES}/**/routes.ts`, `${MODULES}/**/*-routes.ts`],
    rules: restrict([...dataAccess(ROUTE_MESSAGE), ...repositories(ROUTE_MESSAGE)]),
  },
];
