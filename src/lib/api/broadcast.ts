import { showCorrelationDialog, showErrorDialog, showSnack } from '../stores/messages.ts';
import type { ApiError } from './api-error.ts';

/**
 * spec.md section 8, for any call: a 405 opens the correlation dialog, a 500 the error dialog; an
 * unreachable or briefly unavailable server raises the 'error' snack ('Eroare', with 'Detalii').
 */
export function broadcast(error: ApiError): ApiError {
  if (error.status === 405) showCorrelationDialog();
  else if (error.status === 0 || error.code === 'service_unavailable') {
    showSnack('error', error.message, { customType: error.code, error_id: '', message: error.message });
  } else if (error.status >= 500) {
    showErrorDialog({
      customType: error.code,
      error_id: error.errorId ?? '',
      message: error.message,
      ...(error.serverStack ? { stack: error.serverStack } : {}),
    });
  }
  return error;
}

/** A light page's call whose refusal, once known, is also shown as any other call's is. */
export function broadcasting<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: ApiError) => {
    throw broadcast(error);
  });
}
