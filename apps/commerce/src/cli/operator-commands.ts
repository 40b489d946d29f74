/**
 * Routes an operator command to its runner. The admin CLI and the development-only command
 * route of the running service (dev-admin-routes.ts) both go through here, so a command
 * does the same wherever it is run.
 */
import type { CommerceConfig } from '../config';
import type { Database } from '../db/client';
import { runAdminCommand } from './admin-commands';
import { isCatalogCommand, runCatalogCommand } from './catalog-commands';
import { isCheckoutCommand, runCheckoutCommand } from './checkout-commands';
import { runMaintenanceCommand } from './maintenance-commands';
import { runReviewCommand } from './review-commands';

export interface OperatorDependencies {
  db: Database;
  config: CommerceConfig;
  print: (line: string) => void;
  /** The clock of purges and expiry; now when not given (tests pass their own). */
  now?: Date;
}

export async function runOperatorCommand(
  argv: string[],
  deps: OperatorDependencies,
): Promise<void> {
  const command = argv[0];
  if (isCatalogCommand(command)) return runCatalogCommand(argv, deps);
  if (isCheckoutCommand(command)) return runCheckoutCommand(argv, deps);
  if (command?.startsWith('reviews:')) return runReviewCommand(argv, deps);
  if (command === 'maintenance:purge' || command?.startsWith('back-in-stock:'))
    return runMaintenanceCommand(argv, deps);
  return runAdminCommand(argv, deps);
}
