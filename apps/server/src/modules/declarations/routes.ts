import {
  addDeclarationRow,
  checkDeclarationDuplicates,
  copyDeclarationRow,
  deleteDeclarationRow,
  getDeclarationSummary,
  getDeclarationTypes,
  getRecentLocations,
  getSubmittedDeclarations,
  submitDeclarationMonth,
  updateDeclarationRow,
  withdrawDeclarationMonth,
} from '@portal/contract/endpoints/declarations';
import { RECEIPT_TOO_LARGE_MESSAGE } from '@portal/contract';
import { unprocessable } from '../../http/errors.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { readMultipartBody } from '../../http/multipart.js';
import type { DeclarationsService } from './service.js';

const receiptRefusals = {
  tooLarge: () => unprocessable('receipt_too_large', RECEIPT_TOO_LARGE_MESSAGE),
  tooMany: () => unprocessable('receipt_too_many', 'Stuur hoogstens 5 bestanden per regel.'),
};

/** The declaration endpoints of the contract (SPEC §7); rules and permissions are the service's. */
export function registerDeclarationRoutes(
  router: EndpointRouter,
  deps: { service: DeclarationsService },
): void {
  const { service } = deps;

  router.route(getDeclarationTypes, async () => service.types());

  router.route(getDeclarationSummary, async ({ query, user }) =>
    query.month === undefined
      ? service.yearSummary(user.id, query.year)
      : service.monthSummary(user.id, query.year, query.month),
  );

  router.route(getSubmittedDeclarations, async ({ query, user }) =>
    service.submitted(user.id, query.year, query.month),
  );

  router.route(getRecentLocations, async ({ user }) => service.recentLocations(user.id));

  router.route(checkDeclarationDuplicates, async ({ query, user }) =>
    service.duplicates(user.id, query),
  );

  router.route(addDeclarationRow, async ({ body, user }) => {
    const row = await service.addRow(user.id, { ...body, receipt: body.receipt ?? null });
    return {
      success: true as const,
      message: body.return ? 'Retour toegevoegd' : 'Declaratie is toegevoegd',
      row,
    };
  });

  router.route(updateDeclarationRow, async ({ params, user, request }) => {
    const { fields, uploads } = await readMultipartBody(
      request,
      updateDeclarationRow,
      receiptRefusals,
    );
    const row = await service.updateRow(user.id, params.id, fields, uploads);
    return { success: true as const, message: 'Declaratie is bijgewerkt', row };
  });

  router.route(deleteDeclarationRow, async ({ params, user }) => {
    await service.deleteRow(user.id, params.id);
    return { success: true, message: 'Declaratie verwijderd' };
  });

  router.route(copyDeclarationRow, async ({ body, user }) => {
    const count = await service.copyRow(user.id, body.declaration_id, body.dates);
    return {
      success: true,
      message: count === 1 ? 'Declaratie gekopieerd' : `Declaratie gekopieerd naar ${count} datums`,
    };
  });

  router.route(submitDeclarationMonth, async ({ body, user }) => {
    await service.submit(user.id, body.year, body.month);
    return { success: true, message: 'Declaratie ingediend' };
  });

  router.route(withdrawDeclarationMonth, async ({ body, user }) => {
    await service.withdraw(user.id, body.year, body.month);
    return { success: true, message: 'Declaratie ingetrokken' };
  });
}
