import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';

/** Not built yet. */
export function agencyProjectRoutes(_app: FastifyInstance, _context: AppContext) {}
