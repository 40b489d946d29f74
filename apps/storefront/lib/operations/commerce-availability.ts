import { commerceUrl } from '../env';

/** How long one answer of the commerce health check stands for every page request. */
const HEALTH_CACHE_MS = 2_000;
/**
 * A health check slower than this counts as "down": a hanging service is no service. A
 * stopped service or database answers at once; five seconds keep a merely busy one (a sale
 * day on two cores, where the health check queued behind 100 shoppers) from being shown as
 * an outage.
 */
const HEALTH_TIMEOUT_MS = 5_000;

let lastCheck: { at: number; available: boolean } | undefined;
let checking: Promise<boolean> | undefined;

async function askHealth(): Promise<boolean> {
  try {
    const response = await fetch(commerceUrl('/health'), {
      cache: 'no-store',
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Whether the commerce service and its database take requests, from its /health answer.
 * One check at a time serves every concurrent page request, and its answer is reused for
 * two seconds, so a busy shop asks at most once per interval per process; when the
 * database returns, pages come back within that interval without a restart.
 */
export async function commerceAvailable(now = Date.now()): Promise<boolean> {
  if (lastCheck !== undefined && now - lastCheck.at < HEALTH_CACHE_MS) return lastCheck.available;
  checking ??= askHealth().then((available) => {
    lastCheck = { at: Date.now(), available };
    checking = undefined;
    return available;
  });
  return checking;
}
