import {
  createDeclarationType,
  createKilometerRate,
  createReferenceItem,
  deleteDeclarationType,
  deleteKilometerRate,
  deleteReferenceItem,
  listAdminDeclarationTypes,
  listKilometerRates,
  listReferenceItems,
  updateDeclarationType,
  updateKilometerRate,
  updateReferenceItem,
} from '@portal/contract/endpoints/reference-data';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { ReferenceService } from './service.js';

/** Beheer's reference data (issue 13 point 2): beheerder and administrator, by the contract. */
export function registerReferenceRoutes(
  router: EndpointRouter,
  deps: { reference: ReferenceService },
): void {
  const { reference } = deps;
  router.route(listReferenceItems, ({ params, user }) => reference.listItems(params.kind, user.id));
  router.route(createReferenceItem, ({ params, body, user }) =>
    reference.createItem(params.kind, body, user.id),
  );
  router.route(updateReferenceItem, ({ params, body, user }) =>
    reference.updateItem(params.kind, params.id, body, user.id),
  );
  router.route(deleteReferenceItem, ({ params, user }) =>
    reference.deleteItem(params.kind, params.id, user.id),
  );

  router.route(listAdminDeclarationTypes, () => reference.listTypes());
  router.route(createDeclarationType, ({ body, user }) => reference.createType(body, user.id));
  router.route(updateDeclarationType, ({ params, body, user }) =>
    reference.updateType(params.id, body, user.id),
  );
  router.route(deleteDeclarationType, ({ params, user }) =>
    reference.deleteType(params.id, user.id),
  );

  router.route(listKilometerRates, () => reference.listRates());
  router.route(createKilometerRate, ({ body, user }) => reference.createRate(body, user.id));
  router.route(updateKilometerRate, ({ params, body, user }) =>
    reference.updateRate(params.id, body, user.id),
  );
  router.route(deleteKilometerRate, ({ params, user }) => reference.deleteRate(params.id, user.id));
}
