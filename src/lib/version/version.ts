import { atom } from 'nanostores';
import type { VersionResponse } from '../../../contract/version.ts';
import { broadcasting } from '../api/broadcast.ts';
import { request } from '../api/request.ts';

/** The server's version and environment label, loaded once per page. */
export const $version = atom<VersionResponse | null>(null);

let loading: Promise<void> | null = null;
let checked = false;

export function loadVersion(): Promise<void> {
  loading ??= broadcasting(request<VersionResponse>('/version'))
    .then((version) => $version.set(version))
    .catch((error: unknown) => {
      // The label is informative only: a failure leaves it empty and lets a later call retry.
      loading = null;
      console.warn('Could not load the version:', error);
    });
  return loading;
}

/**
 * The version deployed now, for the poll that notices a new deployment: its first check shares
 * the page's one load with the environment label; each later one asks the server again. When the
 * server cannot say, the version last known (null if none).
 */
export async function checkDeployedVersion(): Promise<VersionResponse | null> {
  if (checked) loading = null;
  checked = true;
  await loadVersion();
  return $version.get();
}
