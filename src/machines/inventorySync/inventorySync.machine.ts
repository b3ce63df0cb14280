import { msg } from '@lingui/core/macro';
import { startInventorySync } from '#api/inventory.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';

export const syncQueued = msg`Sync queued: the bots’ inventories are read one after another`;

/** Sync now: in flight, locked → the toast, and the last sync followed until it ends; or why not. */
export const inventorySyncMachine = createFormFlow<
  Record<string, never>,
  Awaited<ReturnType<typeof startInventorySync>>,
  never
>({
  id: 'inventorySync',
  description: 'Starts an inventory sync of every bot from the back-office.',
  fields: [],
  validate: () => ({}),
  submit: (_values, signal) => startInventorySync(signal),
  successMessage: () => syncQueued,
});
