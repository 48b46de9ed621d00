import {
  FilledSavedReply,
  NewSavedReply,
  SavedReply,
  SavedReplyChange,
  SavedReplyFill,
  SavedReplyList,
  SavedReplyParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { fillSavedReply } from '../../../domain/saved-replies/fill-saved-reply.js';
import {
  changeSavedReply,
  createSavedReply,
  listSavedReplies,
  removeSavedReply,
} from '../../../domain/saved-replies/saved-replies.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency tickets'];

/** Saved replies (domain/saved-replies): shared ones and each staff member's own, inserted into tickets. */
export function agencySavedReplyRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.get(
    '/api/agency/saved-replies',
    {
      schema: {
        operationId: 'listSavedReplies',
        summary: 'The saved replies the staff member may use: every shared one and their own, by title',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: SavedReplyList, ...errorAnswers(401, 403) },
      },
    },
    async (request) => listSavedReplies(db, currentUser(request)),
  );

  api.post(
    '/api/agency/saved-replies',
    {
      schema: {
        operationId: 'createSavedReply',
        summary: 'Saves a reply, shared with every staff member (default) or for the caller alone',
        tags: TAGS,
        security: SIGNED_IN,
        body: NewSavedReply,
        response: { 201: SavedReply, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createSavedReply(db, currentUser(request), request.body)),
  );

  api.patch(
    '/api/agency/saved-replies/:replyGuid',
    {
      schema: {
        operationId: 'updateSavedReply',
        summary: 'Changes a saved reply (a personal one: its owner only)',
        tags: TAGS,
        security: SIGNED_IN,
        params: SavedReplyParams,
        body: SavedReplyChange,
        response: { 200: SavedReply, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => changeSavedReply(db, currentUser(request), request.params.replyGuid, request.body),
  );

  api.delete(
    '/api/agency/saved-replies/:replyGuid',
    {
      schema: {
        operationId: 'deleteSavedReply',
        summary: 'Removes a saved reply (a personal one: its owner only)',
        tags: TAGS,
        security: SIGNED_IN,
        params: SavedReplyParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeSavedReply(db, currentUser(request), request.params.replyGuid);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/agency/saved-replies/:replyGuid/fill',
    {
      schema: {
        operationId: 'fillSavedReply',
        summary: 'A saved reply with its placeholders filled from a ticket, for its composer (nothing is saved)',
        tags: TAGS,
        security: SIGNED_IN,
        params: SavedReplyParams,
        body: SavedReplyFill,
        response: { 200: FilledSavedReply, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => fillSavedReply(db, currentUser(request), request.params.replyGuid, request.body.ticketGuid),
  );
}
