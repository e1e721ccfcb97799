import type { HealthResponse } from '../../../contract/health.ts';
import type { AppDatabase } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { pingDatabase } from './ping-database.ts';

/** GET /api/health: a load balancer takes an instance out while its database does not answer. */
export function healthRoutes(database: AppDatabase) {
  return factory.createApp().get('/', async (c) => {
    try {
      await pingDatabase(database.db);
    } catch (error) {
      console.error('Health check: the database does not answer:', error instanceof Error ? error.message : error);
      throw new AppError('service_unavailable', 'error.health.databaseDown');
    }
    const body: HealthResponse = { status: 'ok', database: database.engine };
    return c.json(body);
  });
}
