import type { AuditChanges, Shipment } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/transaction.ts';
import { assertVersion } from '../../http/app-error.ts';
import { audit, changesBetween } from '../audit/index.ts';
import { setOrderShipment } from './orders.repository.ts';

/** What `PATCH /admin/:id/status` gives with `sent`: a field left out keeps its value, null clears it. */
export type ShipmentInput = { [K in keyof Shipment]?: Shipment[K] | undefined };

const FIELDS = ['tracking_number', 'carrier', 'expected_delivery'] as const;

/** How the order travels after this move: the given fields over the stored ones; undefined when none is given. */
export function shipmentOf(row: Shipment, input: ShipmentInput | undefined): Shipment | undefined {
  if (!input || FIELDS.every((field) => input[field] === undefined)) return undefined;
  return Object.fromEntries(FIELDS.map((field) => [field, input[field] === undefined ? row[field] : input[field]])) as Shipment;
}

/** The audit log's record of what the move changed of how the order travels. */
export function shipmentChanges(row: Shipment, shipment: Shipment | undefined): AuditChanges {
  if (!shipment) return {};
  const fields = (from: Shipment) => Object.fromEntries(FIELDS.map((field) => [field, from[field]]));
  return changesBetween(fields(row), fields(shipment));
}

const sameShipment = (row: Shipment, shipment: Shipment) => FIELDS.every((field) => row[field] === shipment[field]);

/**
 * An order already sent, sent again with other tracking details: they are written (the version guard
 * as any change) and logged; the customer is not mailed a second time. Answers whether anything changed.
 */
export async function correctShipment(
  trx: Tx,
  ctx: AppContext,
  row: Shipment & { id: number; version: number },
  shipment: Shipment,
  expectedVersion: number | undefined,
): Promise<boolean> {
  if (sameShipment(row, shipment)) return false;
  assertVersion(row, expectedVersion);
  await setOrderShipment(trx, row.id, shipment);
  await audit(trx, ctx, { action: 'order.shipment', entity: 'order', entityId: row.id, changes: shipmentChanges(row, shipment) });
  return true;
}
