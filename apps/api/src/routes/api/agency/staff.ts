import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';

/** Not built yet. */
export function agencyStaffRoutes(_app: FastifyInstance, _context: AppContext) {}
